/**
 * What other modules may use of the orders: the merchant board reads a shop's orders and moves
 * them along the status machine (accept, advance, cancel); the payments module reads what an
 * order costs and announces a payment on the order's stream.
 */
export { boardOrdersOf, type BoardHistoryStep, type BoardOrderRow } from './board-orders.ts';
export { cancelOrder } from './cancel-order.ts';
export { daysOf, salesOf } from './sales.ts';
export { announceOrderPaid, deliveryTypeOf, findProfileOrder, orderForPayment } from './queries.ts';
export { advanceOrder } from './status.ts';
