import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { orderCalls } from '@delivery/contract/calls/orders';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { PaymentMethod, TProduct, TShopSummary } from '@delivery/contract/catalog';
import { encodeProductsList, type CartLine, type TValidateOrderResponse } from '@delivery/contract/checkout';
import type { TSessionResponse } from '@delivery/contract/customer';
import type { TOrder, TSaveOrderResponse, TStatusOrderResponse } from '@delivery/contract/orders';
import { buyerWithAddress } from './checkout-helpers.ts';
import { getMenu, listShops } from './catalog-helpers.ts';
import { common, readStored, writeStored } from './helpers.ts';

/** A customer of the demo with a saved address in Campinas, as one who ordered before would have. */
export type Customer = { session: TSessionResponse; token: string; addressId: number };

/** A customer of the demo with a saved address in Campinas; `name` is theirs, else 'Cliente <label>'. */
export async function customerWithAddress(request: APIRequestContext, label: string, name?: string): Promise<Customer> {
  const { session, token, address } = await buyerWithAddress(request, label, undefined, name);
  return { session, token, addressId: address.address_id };
}

/** Opens the app and stores the session as a signed-in visit would have left it. */
export async function signIn(page: Page, customer: Customer): Promise<void> {
  await page.goto('/');
  // The app must create its storage first: reading it before would make an empty database.
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, { Customer: customer.session.customer[0], token: customer.token });
}

/** The demo shops that pay cashback ('Forno da Nonna', 'Brasa Burger', 'Hanami'), each taking Pix. */
export const cashbackShopNames = ['Forno da Nonna', 'Brasa Burger', 'Hanami'] as const;

/** A product's choices that every required group accepts: the first available options, as many as it asks. */
export function requiredChoices(product: TProduct): number[] {
  return product.option_groups.flatMap((group) =>
    group.options
      .filter((option) => option.available)
      .slice(0, group.min)
      .map((option) => option.option_id),
  );
}

/** A line the shop accepts, with enough units to pass its minimum order. */
export function lineFor(product: TProduct, minOrder: number, optionIds = requiredChoices(product)): CartLine {
  const unit = product.promo_price ?? product.price;
  const quantity = unit > 0 ? Math.min(9, Math.max(1, Math.ceil(minOrder / unit))) : 1;
  return { productId: product.product_id, quantity, optionIds };
}

type Draft = {
  shop: TShopSummary;
  lines: CartLine[];
  payment_method: PaymentMethod;
  notes?: string[];
  change_for?: number;
  card_flag_id?: number;
  cpf_on_receipt?: string;
  pickup?: boolean;
  coupon_code?: string;
  /** A card paid in the app: the gateway's token of it, and credit or debit. */
  card?: { token: string; type: 'credit' | 'debit' };
};

type DraftBase = {
  validate: 1;
  token: string;
  shop_id: number;
  products_list: string;
  address_id: number | null;
  coupon_code?: string | undefined;
};

/**
 * validateOrderApp as checkout calls it: first with no totals (its 15 answers the right ones),
 * then with those, answering 0 (go on), 9 (go on after 'Estou ciente') or a refusal.
 */
async function validateTwice(request: APIRequestContext, base: DraftBase): Promise<TValidateOrderResponse> {
  const validate = async (totals: { total_products: number; delivery_price: number; order_total: number }) =>
    (await (
      await request.post(checkoutCalls.validateOrderApp.path, {
        data: {
          ...base,
          total_products: totals.total_products,
          delivery_price_shop: totals.delivery_price,
          order_total: totals.order_total,
        },
      })
    ).json()) as TValidateOrderResponse;
  const first = await validate({ total_products: 0, delivery_price: 0, order_total: 0 });
  return first.error_type === 15 && first.totals ? validate(first.totals) : first;
}

/** Places an order as checkout does: validated, a 9 confirmed as 'Estou ciente' would, saved with a new key. */
export async function placeOrder(request: APIRequestContext, customer: Customer, draft: Draft): Promise<TOrder> {
  const base: DraftBase = {
    validate: 1,
    token: customer.token,
    shop_id: draft.shop.shop_id,
    products_list: encodeProductsList(draft.lines),
    address_id: draft.pickup ? null : customer.addressId,
    coupon_code: draft.coupon_code,
  };
  const checked = await validateTwice(request, base);
  expect([0, 9], checked.message).toContain(checked.error_type);
  const totals = checked.totals!;
  const saved = (await (
    await request.post(checkoutCalls.saveOrder.path, {
      data: {
        ...base,
        total_products: totals.total_products,
        delivery_price_shop: totals.delivery_price,
        order_total: totals.order_total,
        idempotency_key: randomUUID(),
        payment_method: draft.payment_method,
        change_for: draft.change_for,
        card_flag_id: draft.card_flag_id,
        cpf_on_receipt: draft.cpf_on_receipt,
        card_token: draft.card?.token,
        card_type: draft.card?.type,
        notes: draft.notes,
        accept_policy: '1',
        confirmed: checked.error_type === 9 ? '1' : undefined,
      },
    })
  ).json()) as TSaveOrderResponse;
  expect(saved.error_type, saved.message).toBe(0);
  return saved.order!;
}

/**
 * A shop of the demo (by default one that pays cashback) that takes an order now (open, or closed
 * with a slot to schedule into), with its available products: the journeys run at any hour.
 */
export async function orderableShop(
  request: APIRequestContext,
  customer: Customer,
  names: readonly string[] = cashbackShopNames,
): Promise<{ shop: TShopSummary; products: TProduct[] }> {
  const shops = await listShops(request);
  for (const name of names) {
    const shop = shops.find((candidate) => candidate.name.startsWith(name));
    if (!shop) continue;
    const products = (await getMenu(request, shop.shop_id))
      .flatMap((category) => category.products)
      .filter(
        (product) =>
          product.available &&
          product.option_groups.every((group) => group.options.filter((o) => o.available).length >= group.min),
      );
    if (!products[0]) continue;
    const checked = await validateTwice(request, {
      validate: 1,
      token: customer.token,
      shop_id: shop.shop_id,
      products_list: encodeProductsList([lineFor(products[0], shop.min_order)]),
      address_id: customer.addressId,
    });
    if (checked.error_type === 0 || checked.error_type === 9) return { shop, products };
  }
  throw new Error(`none of ${names.join(', ')} takes an order at this hour`);
}

export async function orderStatus(
  request: APIRequestContext,
  customer: Customer,
  orderId: number,
): Promise<TStatusOrderResponse> {
  return (await (
    await request.post(orderCalls.getStatusOrder.path, {
      data: { validate: 1, token: customer.token, order_id: orderId },
    })
  ).json()) as TStatusOrderResponse;
}

/** A Pix order of the first orderable product, enough of it for the shop's minimum. */
export async function placePixOrder(request: APIRequestContext, customer: Customer): Promise<TOrder> {
  const { shop, products } = await orderableShop(request, customer);
  return placeOrder(request, customer, { shop, lines: [lineFor(products[0]!, shop.min_order)], payment_method: 'pix' });
}

/** '19:40' in Brazil's clock, `minutes` after an ISO instant, as the order page writes times. */
export const clock = (iso: string, minutes = 0): string =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.parse(iso) + minutes * 60_000));
