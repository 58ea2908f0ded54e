import { defineCalls } from '../call.ts';

const schemas = () => import('../finance.ts');

/** A marketplace's commission plans, set by its operators (decision 0085). */
export const financeCalls = defineCalls('finance', {
  commissionPlans: {
    path: '/api/merchant/finance/plans',
    methods: ['POST'],
    auth: 'staff',
    summary: "The marketplace's default commission plan and each shop's own, as orders placed now follow them",
    schemas: () => schemas().then((s) => ({ body: s.ZCommissionPlansRequest, response: s.ZCommissionPlansResponse })),
  },
  saveCommissionPlan: {
    path: '/api/merchant/finance/plans/save',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "Sets the default plan or a shop's own: orders placed from now on follow it, those placed before keep theirs",
    schemas: () =>
      schemas().then((s) => ({ body: s.ZSaveCommissionPlanRequest, response: s.ZCommissionPlansResponse })),
  },
  followDefaultPlan: {
    path: '/api/merchant/finance/plans/default',
    methods: ['POST'],
    auth: 'staff',
    summary: "A shop goes back to the marketplace's default plan, for orders placed from now on",
    schemas: () => schemas().then((s) => ({ body: s.ZFollowDefaultPlanRequest, response: s.ZCommissionPlansResponse })),
  },
});
