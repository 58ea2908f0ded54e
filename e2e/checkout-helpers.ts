import { addressCalls } from '@delivery/contract/calls/addresses';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { orderCalls } from '@delivery/contract/calls/orders';
import { placeCalls } from '@delivery/contract/calls/places';
import { storedFromAddress } from '../apps/web/src/features/addresses/address-text.ts';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { TAddressResponse } from '@delivery/contract/address';
import type { TGetDistrictsResponse } from '@delivery/contract/addresses';
import type { TProduct, TShopSummary } from '@delivery/contract/catalog';
import { encodeProductsList, type TValidateOrderResponse } from '@delivery/contract/checkout';
import type { TSessionResponse } from '@delivery/contract/customer';
import type { TOrder, TOrdersPageResponse, TSaveOrderResponse, TStatusOrderResponse } from '@delivery/contract/orders';
import { newCustomer, registerViaApi } from './auth-helpers.ts';
import { campinas, getMenu, listShops } from './catalog-helpers.ts';
import { common, readStored, writeStored } from './helpers.ts';

/** A new customer with one saved address in Cambuí (or another district), as one who signed up earlier would have. */
export type Buyer = {
  session: TSessionResponse;
  token: string;
  address: TAddressResponse['address'];
};

export async function buyerWithAddress(
  request: APIRequestContext,
  label: string,
  districtName = 'Cambuí',
  name = newCustomer(label).name,
): Promise<Buyer> {
  const session = await registerViaApi(request, { ...newCustomer(label), name });
  const { districts } = (await (
    await request.post(placeCalls.getDistricts.path, { data: { validate: 1, city_id: campinas } })
  ).json()) as TGetDistrictsResponse;
  const district = districts.find((d) => d.district_name === districtName)!;
  const saved = (await (
    await request.post(addressCalls.addAddress.path, {
      data: {
        validate: 1,
        token: session.token,
        city_id: campinas,
        district_id: district.district_id,
        street: 'Rua Coronel Quirino',
        number: '1200',
        complement: 'Apto 52',
      },
    })
  ).json()) as TAddressResponse;
  expect(saved.error_type, saved.message).toBe(0);
  return { session, token: session.token, address: saved.address };
}

/** Opens the app and stores the session and the chosen Address as a signed-in visit leaves them. */
export async function signInAs(page: Page, buyer: Buyer): Promise<void> {
  await page.goto('/');
  // Storage is read only once the app has made it: a read before would create an empty database
  // and hold up the app's own opening of it.
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  const { address } = buyer;
  await writeStored(page, {
    Customer: buyer.session.customer[0],
    token: buyer.token,
    // Stored as the app stores a chosen address.
    Address: storedFromAddress(address),
  });
}

/** A demo shop by the start of its name, with its fee to the buyer's district. */
export async function shopNamed(request: APIRequestContext, name: string, buyer: Buyer): Promise<TShopSummary> {
  const shops = await listShops(request, { district_id: buyer.address.district_id! });
  return shops.find((shop) => shop.name.startsWith(name))!;
}

export async function productNamed(request: APIRequestContext, shopId: number, name: string): Promise<TProduct> {
  const products = (await getMenu(request, shopId)).flatMap((category) => category.products);
  return products.find((product) => product.name === name)!;
}

const cents = (reais: number) => Math.round(reais * 100);

/** One bag line as the product page stores it: the first option of each required group. */
export function lineOf(product: TProduct, quantity: number, notes = '') {
  const chosen = product.option_groups
    .filter((group) => group.min > 0)
    .map((group) => ({ group, option: group.options.find((option) => option.available)! }));
  const unitCents = cents(product.promo_price ?? product.price) + chosen.reduce((s, c) => s + cents(c.option.price), 0);
  return {
    product_id: product.product_id,
    quantity,
    options: Object.fromEntries(chosen.map(({ group, option }) => [group.group_id, [option.option_id]])),
    option_names: chosen.map(({ option }) => option.name),
    notes,
    name: product.name,
    image: product.image,
    unit_price: unitCents / 100,
  };
}

/** Stores a bag as the product page leaves it (docs/product.md's Order and cart_expired), then opens checkout. */
export async function storeCart(page: Page, shop: TShopSummary, lines: Array<ReturnType<typeof lineOf>>) {
  const products = lines.reduce((sum, line) => sum + cents(line.unit_price) * line.quantity, 0);
  const now = Math.floor(Date.now() / 1000);
  await writeStored(page, {
    Order: {
      shop_name: shop.name,
      order: {
        total_order: products / 100,
        schedule_id: null,
        shop_id: shop.shop_id,
        total_delivery: 0,
        total_products: products / 100,
        address_id: null,
        items: lines,
      },
    },
    cart_expired: { init: now, end: now + 3600 },
  });
}

/** What the bag's lines cost, in cents. */
export const linesCents = (lines: Array<ReturnType<typeof lineOf>>) =>
  lines.reduce((sum, line) => sum + cents(line.unit_price) * line.quantity, 0);

export async function statusOf(request: APIRequestContext, token: string, orderId: number): Promise<TOrder> {
  const body = (await (
    await request.post(orderCalls.getStatusOrder.path, { data: { validate: 1, token, order_id: orderId } })
  ).json()) as TStatusOrderResponse;
  expect(body.error_type, body.message).toBe(0);
  return body.order;
}

export async function ordersOf(request: APIRequestContext, token: string): Promise<TOrder[]> {
  const body = (await (
    await request.post(orderCalls.getOrdersPage.path, { data: { validate: 1, token } })
  ).json()) as TOrdersPageResponse;
  expect(body.error_type, body.message).toBe(0);
  return body.orders;
}

/** 'Agora' when the shop takes orders now; otherwise checkout has already scheduled the first slot. */
export async function expectWhenChosen(page: Page): Promise<'now' | 'schedule'> {
  const now = page.getByRole('radio', { name: new RegExp(`^${common.checkout.when.now}`) });
  const schedule = page.getByRole('radio', { name: new RegExp(`^${common.checkout.when.schedule}`) });
  await expect.poll(async () => (await now.isChecked()) || (await schedule.isChecked())).toBe(true);
  return (await now.isChecked()) ? 'now' : 'schedule';
}

/** The order id of /orders/<id>, where a placed order lands (its ?placed=1 dropped from history). */
export async function landedOrderId(page: Page): Promise<number> {
  // The order is read before ?placed=1 goes: at the journeys' busy start on CI, over 5 s (2026-11-30).
  await expect(page).toHaveURL(/\/orders\/\d+$/, { timeout: 15_000 });
  return Number(/\/orders\/(\d+)/.exec(page.url())![1]);
}

/** 'R$ 12,34' with the no-break space Intl writes. */
export const money = (valueCents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(valueCents / 100);

/** Places a Pix order through the API, as the same customer would from another device; its id. */
export async function placeViaApi(
  request: APIRequestContext,
  buyer: Buyer,
  shopId: number,
  lines: Array<ReturnType<typeof lineOf>>,
): Promise<number> {
  const draft = {
    validate: 1,
    token: buyer.token,
    shop_id: shopId,
    products_list: encodeProductsList(
      lines.map((line) => ({
        productId: line.product_id,
        quantity: line.quantity,
        optionIds: Object.values(line.options).flat(),
      })),
    ),
    address_id: buyer.address.address_id,
    order_total: 0,
    total_products: 0,
    delivery_price_shop: 0,
  };
  // Zero totals are answered with a 15 carrying the server's own.
  const { totals } = (await (
    await request.post(checkoutCalls.validateOrderApp.path, { data: draft })
  ).json()) as TValidateOrderResponse;
  const answer = (await (
    await request.post(checkoutCalls.saveOrder.path, {
      data: {
        ...draft,
        order_total: totals!.order_total,
        total_products: totals!.total_products,
        delivery_price_shop: totals!.delivery_price,
        idempotency_key: randomUUID(),
        payment_method: 'pix',
        accept_policy: 1,
        confirmed: 1,
      },
    })
  ).json()) as TSaveOrderResponse;
  expect(answer.error_type, answer.message).toBe(0);
  return answer.order!.order_id;
}
