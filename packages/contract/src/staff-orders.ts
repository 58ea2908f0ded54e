import { z } from 'zod';
import { ZAddAddressRequest, ZAddress } from './address.ts';
import { ZBoardOrder } from './board.ts';
import { cardTypes } from './catalog-constants.ts';
import { ZOrderTotals } from './checkout.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zMoney, zRowId, zSessionToken, zText, zValidate } from './fields.ts';
import { staffOrderChannels } from './orders.ts';

/*
 * Orders the shop's staff take themselves (issue 38, decision 0100): at the counter, by phone.
 * They are priced by the same rules as the app's, written accepted, and counted as the shop's own
 * sales (no marketplace commission).
 */

/** How a staff order is paid: on delivery or at the counter; a Pix to the shop's key or provider. */
export const staffPaymentMethods = ['cash', 'card_on_delivery', 'pix'] as const;

const zShop = () => ({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

/** A customer as the staff order form shows them: who, how to reach them, where they take orders. */
export const ZStaffCustomer = z
  .object({
    customer_id: zRowId(),
    name: z.string(),
    /** 11 digits, or '' for a counter customer who gave none. */
    phone: z.string(),
    addresses: z.array(ZAddress),
  })
  .meta({ id: 'StaffCustomer' });
export type TStaffCustomer = z.infer<typeof ZStaffCustomer>;

/** Customers of the shop found by part of their phone (4 digits or more) or name. */
export const ZFindStaffCustomersRequest = z.object({ ...zShop(), q: zText(60).min(3) });
export const ZFindStaffCustomersResponse = ZEnvelope.extend({ customers: z.array(ZStaffCustomer) });

/**
 * A customer the shop takes an order for: the one of this shop with this phone (its name updated),
 * or a new one; without a phone, a new one each time (a counter's walk-in).
 */
export const ZSaveStaffCustomerRequest = z.object({
  ...zShop(),
  name: zText(80).min(2, 'escreva o nome'),
  phone: zText(20).optional(),
});
export const ZStaffCustomerResponse = ZEnvelope.extend({ customer: ZStaffCustomer });

/** A delivery address for a customer of the shop, as the customer's own form takes it. */
export const ZAddStaffAddressRequest = ZAddAddressRequest.omit({ profile_id: true }).extend({
  shop_id: zId(),
  customer_id: zId(),
});
export const ZStaffAddressResponse = ZEnvelope.extend({ address: ZAddress });

const orderDraft = () => ({
  ...zShop(),
  customer_id: zId(),
  products_list: zText(4000).min(1),
  /** One of the customer's addresses; absent: taken at the shop. */
  address_id: zId().optional(),
});

/** The order's totals by the server's rules, before it is placed. */
export const ZQuoteStaffOrderRequest = z.object(orderDraft());
export const ZQuoteStaffOrderResponse = ZEnvelope.extend({ totals: ZOrderTotals.optional() });

export const ZPlaceStaffOrderRequest = z.object({
  ...orderDraft(),
  channel: z.enum(staffOrderChannels),
  /** A key per attempt: the same order sent twice is placed once. */
  idempotency_key: zText(100).min(8),
  /** What the form showed, compared with the server's own sums (15 with them when they differ). */
  total_products: zMoney(),
  delivery_price_shop: zMoney(),
  order_total: zMoney(),
  payment_method: z.enum(staffPaymentMethods),
  change_for: zMoney(10_000).optional(),
  card_flag_id: zId().optional(),
  card_type: z.enum(cardTypes).optional(),
  notes: z.array(zText(140)).max(100).optional(),
});
export const ZPlaceStaffOrderResponse = ZEnvelope.extend({
  order: ZBoardOrder.optional(),
  totals: ZOrderTotals.optional(),
});
