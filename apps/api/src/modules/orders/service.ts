/**
 * What other modules may use of the orders: the merchant board reads a shop's orders, moves them
 * along the status machine (accept, advance, cancel) and marks them paid; Open Delivery reads an
 * order whole (integrationOrderOf), moves it as the board does, reports its courier and moves its
 * kitchen's start; the accounts module counts a customer's open orders before deleting the account.
 * What an order's change makes other modules write, and what orders hear of a payment, are wired
 * at start-up (hooks.ts, payment-hooks.ts, module-hooks.ts; decision 0076).
 */
export { boardOrdersOf, type BoardHistoryStep, type BoardOrderRow, type OrderSearch } from './board-orders.ts';
export { cancelOrder } from './cancel-order.ts';
export { delayOrder, delayRefusal } from './delay.ts';
export { isInKitchen, markKitchenItem, markKitchenOrder } from './kitchen.ts';
export { answerProblem } from './problems.ts';
export { courierRefusal, recordCourier, type CourierReport } from './courier.ts';
export {
  onOrderChanged,
  onOrderPlaced,
  onPixAwaited,
  type ChangedOrder,
  type OrderChange,
  type OrderChangeHandler,
  type PlacedOrderSql,
  type PlacedOrderWrite,
  type PixAwaited,
} from './hooks.ts';
export { markPaid } from './mark-paid.ts';
export { announcePaidOrder, cancelRefusedOrder, notifyPaidOrder } from './payment-hooks.ts';
export { preparationStartRefusal, setPreparationStart } from './preparation-start.ts';
export { integrationOrderOf, type IntegrationOrder } from './integration-order.ts';
export { daysOf, salesLinesOf, salesOf, tenantTotalsSince, type SalesLine } from './sales.ts';
export { deliveryTypeOf, findProfileOrder, openOrdersCountOf, orderedAtShopSql } from './queries.ts';
export { receiptOrderOf } from './receipt-order.ts';
export { advanceOrder } from './status.ts';
export { placeOrder, placeOrderContext, type PlaceOrderContext, type StaffTaker } from './place-order.ts';
/** An order's columns for other modules' statements and checks (the orders tables are this module's). */
export {
  isOrderInStatus,
  orderBriefSql,
  orderNumberSql,
  orderShopIdSql,
  orderWhatsAppPhoneSql,
  uncancelledOrdersOf,
  whatsAppUpdateOf,
  type OrderBrief,
} from './order-sql.ts';
