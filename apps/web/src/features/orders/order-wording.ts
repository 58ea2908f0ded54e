import type { PaymentMethod } from '@delivery/contract/catalog-constants';
import type { TDeliveryType, TOrderStatus } from '@delivery/contract/order-status';

/*
 * The words of an order that depend on how the customer receives it: a pickup order never reads
 * as a delivery ('a caminho', 'Saiu para entrega', 'Taxa de entrega'). Each function answers a
 * key of common.json, so the page and its tests read the same texts.
 */

/** The steps a pickup order shares with a delivery, whose hint says it will be picked up. */
const pickupHints = ['accepted', 'preparing'] as const;
type PickupHintStatus = (typeof pickupHints)[number];
const hasPickupHint = (status: TOrderStatus): status is PickupHintStatus =>
  (pickupHints as readonly TOrderStatus[]).includes(status);

export const statusKey = (status: TOrderStatus) => `orders.status.${status}` as const;

/** The sentence under the timeline's title: what is happening now. */
export function statusHintKey(type: TDeliveryType, status: TOrderStatus) {
  return type === 'pickup' && hasPickupHint(status)
    ? (`orders.statusHintPickup.${status}` as const)
    : (`orders.statusHint.${status}` as const);
}

/** The confirmation right after checkout: followed until delivered, or until picked up. */
export const placedTextKey = (type: TDeliveryType) =>
  type === 'pickup' ? 'orders.placedTextPickup' : 'orders.placedText';

/** The title of the card with the address and the payment. */
export const detailsTitleKey = (type: TDeliveryType) =>
  type === 'pickup' ? 'orders.details.titlePickup' : 'orders.details.title';

/** How it is paid: 'Cartão na entrega', or 'Cartão na retirada' at the counter. */
export const paymentKey = (type: TDeliveryType, method: PaymentMethod) =>
  type === 'pickup' ? (`orders.paymentPickup.${method}` as const) : (`orders.payment.${method}` as const);

/** Why an order cannot be reviewed yet, and what the comment box asks about. */
export const reviewKeys = (type: TDeliveryType) =>
  type === 'pickup'
    ? ({ notYet: 'review.notPickedUpText', placeholder: 'review.commentPlaceholderPickup' } as const)
    : ({ notYet: 'review.notDeliveredText', placeholder: 'review.commentPlaceholder' } as const);
