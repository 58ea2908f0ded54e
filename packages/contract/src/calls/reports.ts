import { defineCalls } from '../call.ts';

const schemas = () => import('../reports.ts');

/** The shop's numbers in the merchant panel. */
export const reportCalls = defineCalls('reports', {
  salesSummary: {
    path: '/api/merchant/reports/summary',
    methods: ['POST'],
    auth: 'staff',
    summary:
      'Orders, revenue, average ticket, by payment method, by hour and by day, and cancellations with their reasons, for a range of days (one shop or every shop in reach)',
    schemas: () => schemas().then((s) => ({ body: s.ZSalesSummaryRequest, response: s.ZSalesSummaryResponse })),
  },
  salesExport: {
    path: '/api/merchant/reports/export',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "The range's orders as a CSV for the accountant: a line per item, with its order's number, day, shop, status, payment, totals and refunds",
    schemas: () => schemas().then((s) => ({ body: s.ZSalesSummaryRequest, response: s.ZSalesExportResponse })),
  },
});
