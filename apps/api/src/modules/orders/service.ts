/**
 * What other modules may use of the orders: the merchant board reads a shop's orders and moves
 * them along the status machine (accept, advance, cancel).
 */
export { boardOrdersOf, type BoardHistoryStep, type BoardOrderRow } from './board-orders.ts';
export { cancelOrder } from './cancel-order.ts';
export { deliveryTypeOf, findProfileOrder } from './queries.ts';
export { advanceOrder } from './status.ts';
