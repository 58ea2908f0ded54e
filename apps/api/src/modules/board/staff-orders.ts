import { onlyDigits } from '@delivery/contract/br-documents';
import type { CallBody } from '@delivery/contract/call';
import type { staffOrderCalls } from '@delivery/contract/calls/staff-orders';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TStaffCustomer } from '@delivery/contract/staff-orders';
import type { Database } from '../../db/client.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { findShopCustomers, saveShopCustomer, shopCustomerById } from '../accounts/service.ts';
import { addAddress, listAddresses, type Geocode } from '../addresses/service.ts';
import { evaluateOrder } from '../checkout/service.ts';
import { orderedAtShopSql, placeOrder, type PlaceOrderContext } from '../orders/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import type { Tenant } from '../tenant/service.ts';
import { boardOrderOf } from './service.ts';

/*
 * Orders the shop's staff take at the counter and by phone (decision 0100): the customer found
 * or written down, their address, the same prices as the app's, and the order placed accepted.
 */

type Body<K extends keyof typeof staffOrderCalls> = CallBody<(typeof staffOrderCalls)[K]>;

/** What taking orders needs, built once in routes.ts. */
export type StaffOrderContext = { db: Database; placing: PlaceOrderContext; geocode: Geocode };

/** The shop the form is for, and how its customers are told from others'. */
function shopOf(scope: StaffScope, shopId: number) {
  requireShop(scope, shopId, 'runOrders');
  return { shopId, orderedAt: orderedAtShopSql(shopId) };
}

async function customerOf(ctx: StaffOrderContext, scope: StaffScope, shopId: number, customerId: number) {
  const customer = await shopCustomerById(ctx.db, scope.member.profileId, shopOf(scope, shopId), customerId);
  if (!customer) throw new AppError(ErrorType.NOT_FOUND, apiMessages.staffCustomerNotFound);
  return customer;
}

async function wireCustomer(db: Database, row: CustomerRow): Promise<TStaffCustomer> {
  return {
    customer_id: row.id,
    name: row.name,
    phone: row.cellPhone ?? '',
    addresses: await listAddresses(db, row),
  };
}

/** `findStaffCustomers`: the shop's customers by part of their phone or name. */
export async function findStaffCustomers(ctx: StaffOrderContext, scope: StaffScope, body: Body<'findStaffCustomers'>) {
  const rows = await findShopCustomers(ctx.db, scope.member.profileId, shopOf(scope, body.shop_id), body.q);
  return {
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    customers: await Promise.all(rows.map((row) => wireCustomer(ctx.db, row))),
  };
}

/** `saveStaffCustomer`: the shop's customer of this phone, or a new one. */
export async function saveStaffCustomer(ctx: StaffOrderContext, scope: StaffScope, body: Body<'saveStaffCustomer'>) {
  shopOf(scope, body.shop_id);
  const phone = body.phone ? onlyDigits(body.phone) : '';
  // A landline is as good as a cell phone to call a customer back.
  if (phone && !/^[1-9]{2}\d{8,9}$/.test(phone)) {
    throw new AppError(ErrorType.INVALID_INPUT, apiMessages.staffPhoneInvalid);
  }
  const row = await saveShopCustomer(ctx.db, scope.member.profileId, body.shop_id, {
    name: body.name,
    phone: phone || null,
  });
  return { error_type: ErrorType.OK, message: apiMessages.ok, customer: await wireCustomer(ctx.db, row) };
}

/** `addStaffAddress`: a delivery address for the customer, checked as the customer's own are. */
export async function addStaffAddress(ctx: StaffOrderContext, scope: StaffScope, body: Body<'addStaffAddress'>) {
  const customer = await customerOf(ctx, scope, body.shop_id, body.customer_id);
  // A district written, not picked, is found on the map (the app's geocoding family).
  const address = await addAddress(ctx.db, customer, body, body.district_id ? null : ctx.geocode);
  return { error_type: ErrorType.OK, message: apiMessages.addressSaved, address };
}

/** `quoteStaffOrder`: the totals the server would charge, or why it cannot be placed. */
export async function quoteStaffOrder(ctx: StaffOrderContext, scope: StaffScope, body: Body<'quoteStaffOrder'>) {
  const customer = await customerOf(ctx, scope, body.shop_id, body.customer_id);
  const shown = { total_products: 0, delivery_price_shop: 0, order_total: 0 };
  const { answer } = await evaluateOrder(
    ctx.placing.db,
    ctx.placing.catalog,
    customer,
    { ...body, ...shown },
    Date.now(),
    true,
  );
  // Nothing was shown yet: other totals than none are the quote itself.
  if (answer.error_type === ErrorType.PRICES_CHANGED) {
    return { error_type: ErrorType.OK, message: apiMessages.ok, totals: answer.totals };
  }
  return answer;
}

/** `placeStaffOrder`: placed as the app places orders, by the staff member, and accepted at once. */
export async function placeStaffOrder(
  ctx: StaffOrderContext,
  scope: StaffScope,
  body: Body<'placeStaffOrder'>,
  where: { tenant: Pick<Tenant, 'typeFlow'>; host: string },
) {
  const customer = await customerOf(ctx, scope, body.shop_id, body.customer_id);
  const answer = await placeOrder(ctx.placing, customer, { ...body, accept_policy: '1' }, where, {
    staffId: scope.member.id,
    channel: body.channel,
  });
  if (answer.error_type !== ErrorType.OK || !answer.order) {
    return { error_type: answer.error_type, message: answer.message, totals: answer.totals };
  }
  const order = await boardOrderOf(ctx.db, answer.order.order_id);
  return {
    error_type: ErrorType.OK,
    message: formatMessage(apiMessages.staffOrderPlaced, { number: order.order_number }),
    order,
  };
}
