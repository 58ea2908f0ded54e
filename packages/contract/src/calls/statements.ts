import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../statements.ts');

/** A marketplace shop's statements: its owner reads them, the operators settle them (decision 0085). */
export const statementCalls = defineCalls('statements', {
  shopStatements: {
    path: '/api/merchant/finance/statements',
    methods: ['POST'],
    auth: 'staff',
    summary: "A shop's statements, newest first: the period running now and those closed, with their figures",
    schemas: () => schemas().then((s) => ({ body: s.ZStatementsRequest, response: s.ZStatementsResponse })),
  },
  statement: {
    path: '/api/merchant/finance/statement',
    methods: ['POST'],
    auth: 'staff',
    summary: "One statement with each order's line: what the customer paid, the charges, the shop's net",
    schemas: () => schemas().then((s) => ({ body: s.ZStatementRequest, response: s.ZStatementResponse })),
  },
  statementExport: {
    path: '/api/merchant/finance/statement/export',
    methods: ['POST'],
    auth: 'staff',
    summary: "One statement's orders as a CSV for the accountant, with its figures",
    schemas: () => schemas().then((s) => ({ body: s.ZStatementRequest, response: s.ZStatementExportResponse })),
  },
  shopBalances: {
    path: '/api/merchant/finance/balances',
    methods: ['POST'],
    auth: 'staff',
    summary: "Every shop's balance with the marketplace: the period running now and what is closed and unpaid",
    schemas: () => schemas().then((s) => ({ body: s.ZShopBalancesRequest, response: s.ZShopBalancesResponse })),
  },
  markStatementPaid: {
    path: '/api/merchant/finance/statement/paid',
    methods: ['POST'],
    auth: 'staff',
    summary: 'The operator marks a closed statement settled, with the transfer’s day and reference',
    schemas: () => schemas().then((s) => ({ body: s.ZMarkStatementPaidRequest, response: s.ZStatementResponse })),
  },
});

/** The sandbox's clock for one statement (decision 0085), as `passAcceptDeadline` is for one order. */
export const statementDevCalls = defineCalls('dev', {
  closeStatementPeriod: {
    path: '/dev/closeStatementPeriod',
    methods: ['POST'],
    auth: 'none',
    hidden: true,
    summary:
      'Ends the open statement of a shop of the tenant now, as if its period had run out: it is closed with its month fee and the next opened',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZCloseStatementPeriodRequest)),
  },
});
