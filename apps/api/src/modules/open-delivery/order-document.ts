import type { cardFlags } from '@delivery/contract/checkout';
import { toReais } from '@delivery/contract/pricing';
import { promiseCountStart } from '@delivery/contract/order-times';
import type { Coordinates } from '../../providers/geocoder.ts';
import type { PaymentRow } from '../payments/service.ts';
import type { IntegrationOrder } from '../orders/service.ts';
import { uuidOf } from './ids.ts';
import type { ItemCodes } from './plugin.ts';

type Price = { value: number; currency: 'BRL' };
const brl = (cents: number): Price => ({ value: toReais(cents), currency: 'BRL' });

type CardFlag = (typeof cardFlags)[number];

/** Our card flags as the standard's method and brand; a flag it lacks goes as OTHER, named in methodInfo. */
const flagBrands: Record<CardFlag, { voucher: boolean; brand: string }> = {
  Visa: { voucher: false, brand: 'VISA' },
  Mastercard: { voucher: false, brand: 'MASTERCARD' },
  Elo: { voucher: false, brand: 'ELO' },
  Hipercard: { voucher: false, brand: 'HIPERCARD' },
  'American Express': { voucher: false, brand: 'AMEX' },
  'VR Refeição': { voucher: true, brand: 'VR_BENEFICIOS' },
  'Alelo Refeição': { voucher: true, brand: 'OTHER' },
  'Sodexo Refeição': { voucher: true, brand: 'SODEXO' },
  'Ticket Restaurante': { voucher: true, brand: 'TICKET' },
};

export type OrderDocumentContext = {
  /** The merchant's id in the standard (the link's). */
  merchantId: string;
  /** Our AppId (sourceAppId). */
  appId: string;
  payment: PaymentRow | null;
  /** Where a delivery's address is on the map (delivery-place.ts); null when nobody knows. */
  place: Coordinates | null;
  /** The software's own codes of the products and options its menu import brought (by our ids). */
  codes: Awaited<ReturnType<ItemCodes>>;
};

/**
 * Our order as the standard's `Order` (decision 0049). Prices are what the customer pays: an
 * item's `unitPrice` is its own part and `optionsPrice` its options' per unit, so that
 * `quantity × (unitPrice + optionsPrice)` is the item's total we charged. A half-and-half's
 * flavours are options of quantity 1/n at their own price, so the halves read as halves; the
 * rule the shop prices them by (average, dearest) is folded into the item's own part. Fees are the
 * delivery's (we never charge a minimum-order fee: an order under the minimum is refused); the
 * coupon and the cashback spent are discounts of the cart; the payment is one method. An item or
 * option imported from the shop's software goes by the software's own code (`externalCode`), any
 * other by our id.
 */
export function orderDocument(source: IntegrationOrder, context: OrderDocumentContext) {
  const { order, customer, items } = source;
  const createdAt = order.createdAt.toISOString();
  const delivery = order.address !== null;

  const documentItems = items.map((item, index) => {
    const options = item.options.map((option, optionIndex) => {
      const quantity = option.flavours ? 1 / option.flavours : 1;
      const totalCents = Math.round(option.priceCents * quantity);
      return {
        document: {
          index: optionIndex,
          id: uuidOf('option', item.id * 256 + optionIndex),
          name: option.flavours ? `${fraction(option.flavours)} ${option.option}` : `${option.group}: ${option.option}`,
          externalCode:
            option.optionId === undefined
              ? option.option
              : (context.codes.options.get(option.optionId) ?? String(option.optionId)),
          unit: 'UN',
          quantity,
          unitPrice: brl(option.priceCents),
          totalPrice: brl(totalCents),
        },
        totalCents,
      };
    });
    const optionsCents = options.reduce((sum, o) => sum + o.totalCents, 0);
    return {
      index,
      id: uuidOf('item', item.id),
      name: item.name,
      externalCode: context.codes.products.get(item.productId) ?? String(item.productId),
      unit: 'UN',
      quantity: item.quantity,
      ...(item.notes ? { specialInstructions: item.notes } : {}),
      unitPrice: brl(item.unitCents - optionsCents),
      optionsPrice: brl(optionsCents),
      totalPrice: brl(item.totalCents),
      ...(options.length ? { options: options.map((o) => o.document) } : {}),
    };
  });

  const otherFees = order.deliveryCents
    ? [{ name: 'Taxa de entrega', type: 'DELIVERY_FEE', receivedBy: 'MERCHANT', price: brl(order.deliveryCents) }]
    : [];
  const discounts = [
    ...(order.discountCents
      ? [
          {
            amount: brl(order.discountCents),
            target: 'CART',
            sponsorshipValues: [
              {
                name: source.couponShopId === null ? 'MARKETPLACE' : 'MERCHANT',
                amount: brl(order.discountCents),
                ...(order.couponCode ? { discountCode: order.couponCode } : {}),
              },
            ],
          },
        ]
      : []),
    ...(order.cashbackCents
      ? [
          {
            amount: brl(order.cashbackCents),
            target: 'CART',
            sponsorshipValues: [{ name: 'MERCHANT', amount: brl(order.cashbackCents), discountCode: 'CASHBACK' }],
          },
        ]
      : []),
  ];

  const timing = order.scheduleId ? 'SCHEDULED' : 'INSTANT';
  const readyAt = (order.acceptBy ?? order.createdAt).getTime();
  const estimateMs = (order.estimateMinutes ?? order.estimateMax ?? 0) * 60_000;
  const expectedAt = new Date(
    (timing === 'SCHEDULED' ? readyAt : promiseCountStart(order.createdAt, order.preparationStartsAt)) + estimateMs,
  ).toISOString();

  return {
    id: uuidOf('order', order.id),
    type: delivery ? 'DELIVERY' : 'TAKEOUT',
    // What the shop's software shows its staff: the number the board and the customer read (0067).
    displayId: String(order.number),
    sourceAppId: context.appId,
    salesChannel: 'DELIVERY_APP',
    category: 'FOOD',
    createdAt,
    orderTiming: timing,
    preparationStartDateTime:
      order.preparationStartsAt?.toISOString() ??
      (timing === 'SCHEDULED' ? new Date(readyAt).toISOString() : createdAt),
    merchant: { id: context.merchantId, name: order.shopName },
    items: documentItems,
    otherFees,
    discounts,
    total: {
      itemsPrice: brl(order.productsCents),
      otherFees: brl(order.deliveryCents),
      discount: brl(order.discountCents + order.cashbackCents),
      orderAmount: brl(order.totalCents),
    },
    payments: paymentsOf(order, context.payment),
    customer: {
      id: uuidOf('customer', customer.id),
      name: customer.name,
      ...(order.cpfOnReceipt ? { documentNumber: order.cpfOnReceipt } : {}),
      phone: { number: customer.phone ?? '' },
      ...(customer.email ? { email: customer.email } : {}),
      ordersCountOnMerchant: source.customerOrdersAtShop,
    },
    ...(timing === 'SCHEDULED'
      ? { schedule: { scheduledDateTimeStart: new Date(readyAt).toISOString(), scheduledDateTimeEnd: expectedAt } }
      : {}),
    ...(order.address
      ? {
          delivery: {
            deliveredBy: 'MERCHANT',
            deliveryAddress: deliveryAddressOf(source, order.address, context.place),
            estimatedDeliveryDateTime: expectedAt,
          },
        }
      : { takeout: { mode: 'DEFAULT', takeoutDateTime: expectedAt } }),
    sendPreparing: true,
    sendDelivered: delivery,
    sendPickedUp: !delivery,
    // Our shops deliver themselves: the customer's page follows the courier the software reports.
    sendTracking: delivery,
  };
}

const fraction = (n: number) => `1/${n}`;

/**
 * The delivery address in the standard's form. `coordinates` is required there, but a point that
 * is not the address sends the courier elsewhere: with no place known it is left out (decision
 * 0057), and the software reads the written address.
 */
function deliveryAddressOf(
  source: IntegrationOrder,
  address: NonNullable<IntegrationOrder['order']['address']>,
  place: Coordinates | null,
) {
  const state = source.address?.state;
  const line = `${address.street}, ${address.number}${address.complement ? `, ${address.complement}` : ''}`;
  return {
    country: 'BR',
    state: state ? `BR-${state}` : '',
    city: address.city,
    district: address.district,
    street: address.street,
    number: address.number,
    ...(address.complement ? { complement: address.complement } : {}),
    ...(address.reference ? { reference: address.reference } : {}),
    formattedAddress: `${line}, ${address.district} - ${address.city}${state ? `, ${state}` : ''} - Brasil`,
    postalCode: address.cep,
    ...(place ? { coordinates: { latitude: place.latitude, longitude: place.longitude } } : {}),
  };
}

/**
 * The payment as the standard's, as it stands: a Pix is PREPAID once paid (through us) and
 * PENDING until then, named as waiting (the software hears of its payment by a
 * PREPARATION_REQUESTED event, decision 0057); a card paid in the app likewise, with its brand;
 * cash and card are paid on delivery (PENDING), cash with what the customer pays with, a card as
 * credit, debit or meal voucher with its brand.
 */
function paymentsOf(order: IntegrationOrder['order'], payment: PaymentRow | null) {
  const value = toReais(order.totalCents);
  const flag = order.cardFlag && order.cardFlag in flagBrands ? flagBrands[order.cardFlag as CardFlag] : null;
  // Paid ahead through us: prepaid once paid, pending and named as waiting until then.
  const paidAhead = (method: string, waiting: string, details: Record<string, unknown> = {}) => {
    const paid = payment?.status === 'paid';
    return {
      prepaid: paid ? value : 0,
      pending: paid ? 0 : value,
      methods: [
        {
          value,
          currency: 'BRL',
          type: paid ? 'PREPAID' : 'PENDING',
          method,
          ...details,
          ...(paid ? {} : { methodInfo: waiting }),
        },
      ],
    };
  };
  if (order.paymentMethod === 'pix') return paidAhead('PIX', 'Pix aguardando pagamento');
  if (order.paymentMethod === 'card_online') {
    const method = order.cardType === 'debit' ? 'DEBIT' : 'CREDIT';
    return paidAhead(method, 'Cartão aguardando aprovação', flag ? { brand: flag.brand } : {});
  }
  // Cash and card are paid to the shop on delivery: the whole value is pending, in one method.
  const onDelivery = (method: string, details: Record<string, unknown>) => ({
    prepaid: 0,
    pending: value,
    methods: [{ value, currency: 'BRL', type: 'PENDING', method, ...details }],
  });
  if (order.paymentMethod === 'cash') {
    return onDelivery('CASH', order.changeForCents !== null ? { changeFor: toReais(order.changeForCents) } : {});
  }
  const method = flag?.voucher
    ? 'MEAL_VOUCHER'
    : order.cardType === 'credit'
      ? 'CREDIT'
      : order.cardType === 'debit'
        ? 'DEBIT'
        : 'CREDIT_DEBIT';
  return onDelivery(method, {
    ...(flag ? { brand: flag.brand } : {}),
    ...(order.cardFlag && (!flag || flag.brand === 'OTHER') ? { methodInfo: order.cardFlag } : {}),
  });
}
