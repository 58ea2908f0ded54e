import type { TOrder } from '@delivery/contract/orders';
import { toReais } from '@delivery/contract/pricing';
import type { orderItems, orders } from '../../db/schema/orders.ts';
import { qrSvg } from './pix.ts';
import { deliveryTypeOf } from './queries.ts';

type OrderRow = typeof orders.$inferSelect;
/** An item as the wire shows it: a stored row, or one just written. */
type WireItem = Omit<typeof orderItems.$inferSelect, 'id' | 'orderId'>;

/** An order as the app reads it, with its items, its review once given and a Pix order's QR code. */
export async function wireOrder(order: OrderRow, items: WireItem[], review: TOrder['review'] = null): Promise<TOrder> {
  const a = order.address;
  return {
    order_id: order.id,
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
    pix: order.pixPayload ? { payload: order.pixPayload, qr_svg: await qrSvg(order.pixPayload) } : null,
    review,
  };
}
