import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../orders.ts');

export const orderCalls = defineCalls('orders', {
  getOrdersPage: {
    path: '/api/customer4api/getOrdersPage',
    methods: ['POST'],
    auth: 'customer',
    summary: "The customer's orders, newest first, 10 a page",
    schemas: () => schemas().then((s) => ({ body: s.ZOrdersPageRequest, response: s.ZOrdersPageResponse })),
  },
  getStatusOrder: {
    path: '/api/customer4api/getStatusOrder',
    methods: ['POST'],
    auth: 'customer',
    summary: 'The status of an order of the customer, with its history',
    schemas: () => schemas().then((s) => ({ body: s.ZStatusOrderRequest, response: s.ZStatusOrderResponse })),
  },
  cancelMyOrder: {
    path: '/api/customer4api/cancelOrder',
    methods: ['POST'],
    auth: 'customer',
    summary:
      "Cancels an order of the customer its shop has not accepted yet, with a reason from the list; what it spent goes back (coupon, cashback, a Pix or card paid). The shop's board sees it at once",
    schemas: () => schemas().then((s) => ({ body: s.ZCancelMyOrderRequest, response: s.ZStatusOrderResponse })),
  },
  reportProblem: {
    path: '/api/customer4api/reportProblem',
    methods: ['POST'],
    auth: 'customer',
    summary:
      "Reports a problem with a delivered or picked-up order of the customer (a missing or wrong item, lateness, other) within 7 days, once; it reaches the shop's board at once",
    schemas: () => schemas().then((s) => ({ body: s.ZReportProblemRequest, response: s.ZStatusOrderResponse })),
  },
  saveReview: {
    path: '/api/customer4api/saveReview',
    methods: ['POST'],
    auth: 'customer',
    summary: 'Reviews a delivered order of the customer: 1 to 5 stars and a comment, once',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZSaveReviewRequest)),
  },
  orderEventsTicket: {
    path: '/api/orders/eventsTicket',
    methods: ['POST'],
    auth: 'customer',
    summary:
      'A single-use ticket, valid for a minute, that opens the status stream of one order of the customer (?ticket=), so the session token never goes in a URL',
    schemas: () =>
      schemas().then((s) => ({ body: s.ZOrderEventsTicketRequest, response: s.ZOrderEventsTicketResponse })),
  },
  orderEvents: {
    path: '/api/orders/:order_id/events',
    methods: ['GET'],
    // The ticket of orderEventsTicket is the credential: a session token in the query is refused.
    auth: 'none',
    stream: true,
    summary:
      "Server-Sent Events of the order: a 'status' event with {order_id, status} now and at every change, a 'payment' event with {order_id, payment_status: 'paid'} once it is paid (at once if it already is), a 'details' event with {order_id, details: 'changed'} when its courier or times change (read it again), and a comment line as heartbeat. Opened with a ticket of orderEventsTicket (?ticket=), as EventSource sends no headers; it ends when the session does",
    schemas: () =>
      schemas().then((s) => ({ body: s.ZOrderEventsQuery, response: s.ZOrderStreamEvent, params: s.ZOrderParams })),
  },
});

/** Sandbox only: moves an order to its next status, until the merchant panel exists. */
export const devCalls = defineCalls('dev', {
  advanceOrder: {
    path: '/dev/advanceOrder',
    methods: ['POST'],
    auth: 'none',
    hidden: true,
    summary: 'Moves an order of the tenant to its next status, or cancels it',
    schemas: () => schemas().then((s) => ({ body: s.ZAdvanceOrderRequest, response: s.ZAdvanceOrderResponse })),
  },
  passAcceptDeadline: {
    path: '/dev/passAcceptDeadline',
    methods: ['POST'],
    auth: 'none',
    hidden: true,
    summary:
      "Brings the deadline to accept an order of the tenant that waits to be accepted to now, as if its shop's minutes had passed: the accept-timeout sweep cancels it at its next look (a test clock for one order, decision 0081)",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZOrderParams)),
  },
  passPixExpiry: {
    path: '/dev/passPixExpiry',
    methods: ['POST'],
    auth: 'none',
    hidden: true,
    summary:
      'Runs out the Pix charge an order of the tenant still waits on, now, as if its time had passed: the expiry job removes it at the PSP and cancels the order (a test clock for one charge, decision 0086)',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZOrderParams)),
  },
});
