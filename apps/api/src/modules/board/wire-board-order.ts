import type { TBoardOrder } from '@delivery/contract/board';
import { toReais } from '@delivery/contract/pricing';
import { deliveryTypeOf, type BoardOrderRow } from '../orders/service.ts';
import { cardFlags } from '@delivery/contract/checkout';
import { refundWay, wireRefund, type PaymentRow, type RefundRow } from '../payments/service.ts';

/**
 * When a scheduled order's kitchen is due to start: its slot less the minutes the shop promised on
 * acceptance, or its delivery estimate at placing before that. Null for an order of 'as soon as possible'.
 */
function dueAt(order: BoardOrderRow['order']): Date | null {
  if (!order.scheduledAt) return null;
  const minutes = order.estimateMinutes ?? order.estimateMax ?? 0;
  return new Date(order.scheduledAt.getTime() - minutes * 60_000);
}

/** The payments module's word on an order, read beside the orders: its payment, and its refund. */
export type BoardPayment = { payment: PaymentRow | null; refunds: RefundRow[] };

/** An order as the board shows it, with whether its payment was seen and how a Pix paid goes back. */
export function wireBoardOrder(
  { order, customer, items, history, problem }: BoardOrderRow,
  { payment, refunds }: BoardPayment,
): TBoardOrder {
  const paid = payment?.status === 'paid';
  return {
    order_id: order.id,
    order_number: order.number,
    shop_id: order.shopId,
    shop_name: order.shopName,
    status: order.status,
    delivery_type: deliveryTypeOf(order),
    channel: order.channel,
    placed_at: order.createdAt.toISOString(),
    scheduled_for: order.scheduleId,
    scheduled_at: order.scheduledAt?.toISOString() ?? null,
    due_at: dueAt(order)?.toISOString() ?? null,
    customer: { name: customer.name, phone: customer.phone ?? '' },
    address: order.address,
    payment: {
      method: order.paymentMethod,
      change_for: order.changeForCents === null ? null : toReais(order.changeForCents),
      card_flag: order.cardFlag,
      card_type: order.cardType,
      paid,
      // A part given back already leaves the rest to go back with a cancel.
      refund_if_cancelled: refunds.some((refund) => refund.kind === 'cancel')
        ? null
        : refundWay(order.paymentMethod, payment),
      refund: wireRefund(refunds),
      card: payment?.gatewayPaymentId
        ? { brand: cardFlags[(payment.cardFlagId ?? 0) - 1] ?? '', last_four: payment.cardLastFour }
        : null,
      refundable:
        order.paymentMethod === 'card_online' && paid
          ? toReais(payment.amountCents - refunds.reduce((sum, refund) => sum + refund.amountCents, 0))
          : null,
      charged_back: Boolean(payment?.chargedBackAt),
    },
    cpf_on_receipt: order.cpfOnReceipt,
    items: items.map((item) => ({
      product_id: item.productId,
      name: item.name,
      quantity: item.quantity,
      unit_price: toReais(item.unitCents),
      total: toReais(item.totalCents),
      options: item.options.map((o) => ({ group: o.group, option: o.option, price: toReais(o.priceCents) })),
      notes: item.notes,
    })),
    totals: {
      total_products: toReais(order.productsCents),
      delivery_price: toReais(order.deliveryCents),
      discount: toReais(order.discountCents),
      cashback: toReais(order.cashbackCents),
      order_total: toReais(order.totalCents),
    },
    coupon_code: order.couponCode,
    estimate_minutes: order.estimateMinutes,
    delay_minutes: order.delayMinutes,
    cancel_reason: order.cancelReason,
    problem,
    kitchen: {
      done_items: items.flatMap((item, place) => (item.done ? [place] : [])),
      done_at: order.kitchenDoneAt?.toISOString() ?? null,
    },
    history: history.map((step) => ({
      status: step.status,
      at: step.at.toISOString(),
      by: step.actor,
      staff_name: step.staffName,
      reason: step.reason,
    })),
  };
}
