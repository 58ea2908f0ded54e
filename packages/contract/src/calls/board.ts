import { defineCalls } from '../call.ts';

const schemas = () => import('../board.ts');

/** A move of one order; generic in its body, so each call keeps its own body's type. */
const order = <
  B extends
    | 'ZAcceptOrderRequest'
    | 'ZRejectOrderRequest'
    | 'ZCancelOrderRequest'
    | 'ZAdvanceBoardOrderRequest'
    | 'ZDelayOrderRequest'
    | 'ZAnswerProblemRequest'
    | 'ZKitchenItemRequest'
    | 'ZKitchenOrderRequest'
    | 'ZMarkPaidRequest'
    | 'ZMarkRefundedRequest'
    | 'ZRefundPartRequest',
>(
  summary: string,
  body: B,
) =>
  ({
    methods: ['POST'],
    auth: 'staff',
    summary,
    schemas: () => schemas().then((s) => ({ body: s[body], response: s.ZBoardOrderResponse })),
  }) as const;

/** The merchant panel's order board: shops receive and run their orders (issue 12). */
export const boardCalls = defineCalls('board', {
  boardOrders: {
    path: '/api/merchant/orders',
    methods: ['POST'],
    auth: 'staff',
    summary:
      'The orders of the shops the staff member runs (or one of them): open ones and those finished in the last 12 hours',
    schemas: () => schemas().then((s) => ({ body: s.ZBoardRequest, response: s.ZBoardResponse })),
  },
  orderHistory: {
    path: '/api/merchant/orders/history',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "A shop's orders of any day, newest first, 20 a page, with their whole detail and history; found by number, the customer's name or phone, status and days",
    schemas: () => schemas().then((s) => ({ body: s.ZOrderHistoryRequest, response: s.ZOrderHistoryResponse })),
  },
  acceptOrder: {
    path: '/api/merchant/orders/accept',
    ...order('Accepts a new order with an estimate in minutes; the customer sees it at once', 'ZAcceptOrderRequest'),
  },
  rejectOrder: {
    path: '/api/merchant/orders/reject',
    ...order(
      'Rejects a new order with a reason; the coupon and cashback it spent go back to the customer',
      'ZRejectOrderRequest',
    ),
  },
  advanceOrder: {
    path: '/api/merchant/orders/advance',
    ...order(
      'Moves an order from the status the card showed to the next on its path (delivery or pickup)',
      'ZAdvanceBoardOrderRequest',
    ),
  },
  delayOrder: {
    path: '/api/merchant/orders/delay',
    ...order(
      "Announces that an accepted order will be late by some minutes: its estimate grows by as much, and the customer's page shows the new time and the delay at once",
      'ZDelayOrderRequest',
    ),
  },
  answerProblem: {
    path: '/api/merchant/orders/answer-problem',
    ...order(
      "Answers the problem a customer reported with an order (or replaces the answer): the customer's order page shows it",
      'ZAnswerProblemRequest',
    ),
  },
  markKitchenItem: {
    path: '/api/merchant/kitchen/item',
    ...order(
      "The kitchen screen marks an item of an order made ('1') or to be made again ('0'); the first mark of an accepted order starts its preparation, which the customer sees",
      'ZKitchenItemRequest',
    ),
  },
  markKitchenOrder: {
    path: '/api/merchant/kitchen/order',
    ...order(
      "The kitchen screen says the whole order is ready ('1', it leaves the screen and the board shows it ready) or puts it back ('0')",
      'ZKitchenOrderRequest',
    ),
  },
  cancelOrder: {
    path: '/api/merchant/orders/cancel',
    ...order(
      'Cancels an accepted order with a reason, before it leaves; what it spent goes back to the customer',
      'ZCancelOrderRequest',
    ),
  },
  markOrderPaid: {
    path: '/api/merchant/orders/markPaid',
    ...order(
      'Marks an order paid by hand: static Pix seen in the account, or cash and card on delivery',
      'ZMarkPaidRequest',
    ),
  },
  markOrderRefunded: {
    path: '/api/merchant/orders/markRefunded',
    ...order("Says the shop sent a cancelled order's Pix back by hand (a static key's refund)", 'ZMarkRefundedRequest'),
  },
  refundOrderPart: {
    path: '/api/merchant/orders/refundPart',
    ...order(
      'Gives back part of a card paid in the app, with the reason the customer reads; the gateway refunds it',
      'ZRefundPartRequest',
    ),
  },
  pauseShop: {
    path: '/api/merchant/shop/pause',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Stops taking orders for some minutes (0 takes them again); customers see the shop closed until then',
    schemas: () => schemas().then((s) => ({ body: s.ZPauseShopRequest, response: s.ZPauseShopResponse })),
  },
  setAutoAccept: {
    path: '/api/merchant/shop/autoAccept',
    methods: ['POST'],
    auth: 'staff',
    summary: "Turns on or off accepting the shop's new orders automatically, with its estimate (owners)",
    schemas: () => schemas().then((s) => ({ body: s.ZAutoAcceptRequest, response: s.ZAutoAcceptResponse })),
  },
  boardEventsTicket: {
    path: '/api/merchant/orders/eventsTicket',
    methods: ['POST'],
    auth: 'staff',
    summary: "A single-use ticket, valid for a minute, that opens the board's stream (?ticket=) for the shops asked",
    schemas: () =>
      schemas().then((s) => ({ body: s.ZBoardEventsTicketRequest, response: s.ZBoardEventsTicketResponse })),
  },
  boardEvents: {
    path: '/api/merchant/orders/events',
    methods: ['GET'],
    // The ticket is the credential, as for the customer's order stream (decision 0020).
    auth: 'none',
    stream: true,
    summary:
      "Server-Sent Events of the board: an 'order' event {order_id, shop_id, status} when an order of its shops is placed or changes, a 'payment' event {order_id, shop_id} when one is paid, a 'details' event {order_id, shop_id} when its estimate changes (a delay), its customer reports a problem or the kitchen screen marks it, and a 'ping' event {every_ms} at its opening and every every_ms after: a panel that hears nothing for longer knows the stream is dead. It ends when the staff session does, and when it may have missed an event: the panel then opens it again with a new ticket and reads its orders again",
    schemas: () => schemas().then((s) => ({ body: s.ZBoardEventsQuery, response: s.ZBoardStreamEvent })),
  },
});
