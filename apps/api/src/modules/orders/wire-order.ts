import type { TOrder } from '@delivery/contract/orders';
import { toReais } from '@delivery/contract/pricing';
import type { orderItems, orders } from '../../db/schema/orders.ts';
import { qrSvg } from '../../lib/qr-svg.ts';
import { wireCard, wireRefund, type PaymentRow, type RefundRow } from '../payments/service.ts';
import { deliveryTypeOf } from './queries.ts';

type OrderRow = typeof orders.$inferSelect;
/** An item as the wire shows it: a stored row, or one just written. */
type WireItem = Omit<typeof orderItems.$inferSelect, 'id' | 'orderId' | 'doneAt'>;

/**
 * An order as the app reads it, with its items, its review once given, where its payment stands and,
 * while a Pix is still to be paid, its code and QR: the charge of the shop's provider, else the
 * static BR Code written with the order; once a paid Pix order is cancelled, how its money goes back.
 */
export async function wireOrder(
  order: OrderRow,
  items: WireItem[],
  review: TOrder['review'] = null,
  payment: PaymentRow | null = null,
  refunds: RefundRow[] = [],
): Promise<TOrder> {
  const a = order.address;
  const paymentStatus = payment?.status ?? 'pending';
  const pixCode = paymentStatus === 'pending' ? (payment?.copyPaste ?? order.pixPayload) : null;
  return {
    order_id: order.id,
    order_number: order.number,
    shop_id: order.shopId,
    shop_name: order.shopName,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    schedule_id: order.scheduleId,
    delivery_type: deliveryTypeOf(order),
    address: a
      ? `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''} - ${a.district}, ${a.city}`
      : null,
    payment_method: order.paymentMethod,
    change_for: order.changeForCents === null ? null : toReais(order.changeForCents),
    card_flag: order.cardFlag,
    card_type: order.cardType,
    cpf_on_receipt: order.cpfOnReceipt,
    totals: {
      total_products: toReais(order.productsCents),
      delivery_price: toReais(order.deliveryCents),
      discount: toReais(order.discountCents),
      cashback: toReais(order.cashbackCents),
      order_total: toReais(order.totalCents),
    },
    items: items.map((i) => ({
      product_id: i.productId,
      name: i.name,
      quantity: i.quantity,
      unit_price: toReais(i.unitCents),
      total: toReais(i.totalCents),
      options: i.options.map((o) => ({ group: o.group, option: o.option, price: toReais(o.priceCents) })),
      notes: i.notes,
    })),
    payment_status: paymentStatus,
    paid_at: payment?.paidAt?.toISOString() ?? null,
    pix: pixCode
      ? { payload: pixCode, qr_svg: await qrSvg(pixCode), expires_at: payment?.expiresAt?.toISOString() ?? null }
      : null,
    card: wireCard(payment),
    refund: wireRefund(refunds),
    review,
    estimate_min: order.estimateMin,
    estimate_max: order.estimateMax,
  };
}
