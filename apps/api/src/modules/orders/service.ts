/**
 * What other modules may use of the orders: the merchant board reads a shop's orders and moves
 * them along the status machine (accept, advance, cancel); the payments module reads what an
 * order costs and announces a payment on the order's stream; Open Delivery reads an order whole
 * (integrationOrderOf), moves it as the board does, reports its courier and moves its kitchen's start;
 * the accounts module counts a customer's open orders before deleting the account.
 */
export { boardOrdersOf, type BoardHistoryStep, type BoardOrderRow } from './board-orders.ts';
export { cancelOrder } from './cancel-order.ts';
export { courierRefusal, recordCourier, type CourierReport } from './courier.ts';
export { preparationStartRefusal, setPreparationStart } from './preparation-start.ts';
export { integrationOrderOf, type IntegrationOrder } from './integration-order.ts';
export { daysOf, salesOf } from './sales.ts';
export { announceOrderPaid, deliveryTypeOf, findProfileOrder, openOrdersCountOf, orderForPayment } from './queries.ts';
export { advanceOrder } from './status.ts';
/** An order's columns for other modules' statements and checks (the orders tables are this module's). */
export { isOrderInStatus, orderNumberSql, orderShopIdSql, uncancelledOrdersOf } from './order-sql.ts';
