/**
 * What other modules may use of the orders: the payments module reads what an order costs and
 * announces a payment on the order's stream.
 */
export { announceOrderPaid, orderForPayment } from './queries.ts';
