import { addressCalls } from '@delivery/contract/calls/addresses';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import { randomUUID } from 'node:crypto';
import { insertShop } from '../../src/db/seed/insert-shop.ts';
import { registerAccount } from './accounts.ts';
import { post, type TestApp } from './app.ts';
import { testShop } from './shops.ts';
import { addCity, createTenant, type TestTenant } from './tenants.ts';

export type OrderingWorld = {
  shop: TestTenant;
  cityId: number;
  districtId: number;
  shopId: number;
  products: TProduct[];
  token: string;
  addressId: number;
  /** A Margherita Grande (44,90 + 20,00) twice, with a note, delivered for 5,90: 135,70. */
  draft(overrides?: Record<string, unknown>): Record<string, unknown>;
};

/** A tenant with a pizzeria taking cash, card and Pix, and a signed-in customer with an address. */
export async function orderingWorld(t: TestApp): Promise<OrderingWorld> {
  const shop = await createTenant(t.database.db);
  const city = await addCity(t.database.db, shop.id, 'Campinas', ['Cambuí']);
  const districtId = city.districts.get('Cambuí')!;
  const shopId = await insertShop(
    t.database.db,
    { profileId: shop.id, cityId: city.id, districts: city.districts },
    testShop({ paymentMethods: ['cash', 'card_on_delivery', 'pix'], pixKey: 'pedidos@pizzariateste.com.br' }),
  );
  const menu = (await post(t.app, shop.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: shopId })).json();
  const products: TProduct[] = menu.categories.flatMap((c: { products: TProduct[] }) => c.products);
  const token: string = (await registerAccount(t.app, shop.domain)).body.token;
  const addressId: number = (
    await post(t.app, shop.domain, addressCalls.addAddress.path, {
      validate: 1,
      token,
      city_id: city.id,
      district_id: districtId,
      street: 'Rua Coronel Quirino',
      number: '1200',
      complement: 'Apto 52',
    })
  ).json().address.address_id;
  const margherita = products.find((p) => p.name === 'Pizza Margherita')!;
  const grande = margherita.option_groups[0]!.options.find((o) => o.name === 'Grande')!.option_id;
  const draft = (overrides: Record<string, unknown> = {}) => ({
    validate: 1,
    token,
    shop_id: shopId,
    products_list: encodeProductsList([{ productId: margherita.product_id, quantity: 2, optionIds: [grande] }]),
    total_products: 129.8,
    delivery_price_shop: 5.9,
    order_total: 135.7,
    address_id: addressId,
    idempotency_key: randomUUID(),
    payment_method: 'cash',
    change_for: 150,
    accept_policy: '1',
    notes: ['sem manjericão'],
    ...overrides,
  });
  return { shop, cityId: city.id, districtId, shopId, products, token, addressId, draft };
}
