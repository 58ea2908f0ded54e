import { apiMessages, paymentMethodWords } from '@delivery/contract/messages';
import type { TOrderStatus } from '@delivery/contract/order-status';
import type { SalesLine } from '../orders/service.ts';
import { csvFile, money } from './csv.ts';

/*
 * The accountant's export of the sales screen (issue 35): one line per item, each with its order's
 * columns, so a spreadsheet filters and sums either way.
 */

const statusWords: Record<TOrderStatus, string> = {
  received: 'recebido',
  accepted: apiMessages.pushStatusAccepted,
  preparing: apiMessages.pushStatusPreparing,
  out_for_delivery: apiMessages.pushStatusOutForDelivery,
  delivered: apiMessages.pushStatusDelivered,
  ready_for_pickup: apiMessages.pushStatusReadyForPickup,
  picked_up: apiMessages.pushStatusPickedUp,
  cancelled: apiMessages.pushStatusCancelled,
};

const header = [
  'Pedido',
  'Data e hora',
  'Loja',
  'Status',
  'Pagamento',
  'Bandeira',
  'Item',
  'Opções',
  'Quantidade',
  'Preço unitário',
  'Total do item',
  'Produtos',
  'Entrega',
  'Desconto',
  'Cupom',
  'Cashback usado',
  'Total do pedido',
  'Estornado',
];

export function salesCsv(lines: readonly SalesLine[]): string {
  const rows = lines.flatMap(({ order, items, refundedCents }) => {
    const orderColumns = [
      String(order.number),
      order.localTime,
      order.shopName,
      statusWords[order.status],
      paymentMethodWords[order.paymentMethod],
      order.cardFlag ?? '',
    ];
    const totals = [
      money(order.productsCents),
      money(order.deliveryCents),
      money(order.discountCents),
      order.couponCode ?? '',
      money(order.cashbackCents),
      money(order.totalCents),
      money(refundedCents),
    ];
    return items.map((item) => [
      ...orderColumns,
      item.name,
      item.options,
      String(item.quantity),
      money(item.unitCents),
      money(item.totalCents),
      ...totals,
    ]);
  });
  return csvFile([header, ...rows]);
}
