/**
 * What other modules use of the payments: the Pix of an order being placed (a provider's charge or
 * a static BR Code), the payments to show with orders, and the calls of other flows:
 * `recordPaid` (staff, through the orders' markPaid), `expirePixCharge` (the job run when a
 * charge expires), `reconcilePixCharge`, and `lockedPaymentStatus` (a cancel that must not cancel a
 * paid order). What it announces (a payment) and what it hears (a cancelled order's refund, 0054)
 * are wired at start-up (module-hooks.ts, decision 0076).
 */
export { pixPayload, staticPixTxid } from './br-code.ts';
export { createPixCharge, savePixCharge, type PixCharge } from './charges.ts';
export {
  afterOrderPaid,
  afterPaymentChanged,
  afterPaymentFailed,
  onOrderPaid,
  type OrderPaid,
  type OrderPaidHandler,
  type PaymentFailed,
} from './hooks.ts';
/** Cards paid in the app (decision 0084): the account that charges a shop, the charge, its wire form. */
export { accountOfShop, type CardAccount } from './card-accounts.ts';
export { afterCardPaymentSaved, chargeCard, chargeGoesOn, saveCardPayment, type CardCharge } from './card-charges.ts';
export { reconcileCardPayment } from './card-page-check.ts';
export { wireCard } from './card-wire.ts';
export { registerCardPayments, type CardPayments } from './card-gateway-app.ts';
export { savedCardOf, keepSavedCard, type SavedCardRow } from './saved-cards.ts';
export { recordPaid } from './mark-paid.ts';
export { refundOfOrderChange } from './order-hooks.ts';
export { registerPixGateway, type PixGateway } from './pix-gateway.ts';
export { lockedPaymentStatus, paidAmong, paymentsOf, type PaymentRow } from './queries.ts';
export {
  expirePixCharge,
  passPixChargeExpiry,
  paymentForPage,
  reconcilePixCharge,
  type PixExpiry,
} from './reconcile.ts';
export {
  markRefundSent,
  refundCancelledPayment,
  refundOf,
  refundPart,
  refundsOf,
  refundWay,
  wireRefund,
  type RefundRow,
} from './refunds.ts';
/** A shop's own Pix provider, which the payments section of its settings saves (shop-settings). */
export {
  hasProfileProvider,
  ownProvider,
  putOwnProvider,
  type OwnProvider,
  type ProviderFields,
} from './shop-providers.ts';
/** An order's refunds inside other modules' statements: the board's and the sales report's. */
export { refundTotalsOf, shopOwesRefundSql } from './refund-sql.ts';
