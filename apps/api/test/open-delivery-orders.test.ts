import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema/rewards.ts';
import { importMerchant } from '../src/modules/open-delivery-merchant/import-merchant.ts';
import { markPaid } from '../src/modules/orders/service.ts';
import { post, type TestApp } from './helpers/app.ts';
import { startServer, type LocalServer } from './helpers/fake-providers.ts';
import { linkedShopApp, linkShop, odCall, orderUuid, type LinkedSoftware } from './helpers/open-delivery.ts';
import { assertOpenDelivery, assertOpenDeliveryEvent } from './helpers/open-delivery-schema.ts';
import type { OrderingCustomer, OrderingTenant } from './helpers/orders.ts';
import { SOFTWARE_API_KEY, startSoftwareService } from './helpers/software-service.ts';

/** GET /v1/orders/{orderId}: every kind of our order, as the standard's Order, to its shop only. */

let t: TestApp;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let software: LinkedSoftware;

/** What the geocoder (Nominatim's form) answers next, and the places it was asked for. */
let geocoderAnswer: unknown[] = [{ lat: '-22.8990', lon: '-47.0610' }];
const geocoderQueries: string[] = [];
let nominatim: LocalServer;

beforeAll(async () => {
  nominatim = await startServer((req) => {
    geocoderQueries.push(new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '');
    return { status: 200, json: geocoderAnswer };
  });
  ({ t, tenant, software, customer } = await linkedShopApp({ GEOCODER_URL: nominatim.url }));
  // The address was placed on the map (a shop priced by distance geocodes it).
  await customer.placeAddress(-22.8941, -47.0503);
});
afterAll(async () => {
  await t.close();
  await nominatim.close();
});

const save = async (body: Record<string, unknown>): Promise<number> => {
  const answer = (await post(t.app, tenant.domain, '/api/checkout4apiV2/saveOrder', body)).json();
  if (answer.error_type !== 0) throw new Error(JSON.stringify(answer));
  return answer.order.order_id;
};
const document = async (id: number, token = software.token) => {
  const answer = await odCall(t.app, tenant.domain, token, 'GET', `/v1/orders/${orderUuid(id)}`);
  expect(answer.statusCode).toBe(200);
  const body = answer.json();
  assertOpenDelivery('Order', body);
  return body;
};
const price = (value: number) => ({ value, currency: 'BRL' });
/** The events the software polls for this order (left unacknowledged), each checked against the standard. */
const eventsOf = async (id: number) => {
  const answer = await odCall(t.app, tenant.domain, software.token, 'GET', '/v1/events:polling');
  const events = answer.statusCode === 204 ? [] : (answer.json() as { eventType: string; orderId: string }[]);
  const ofOrder = events.filter((event) => event.orderId === orderUuid(id));
  for (const event of ofOrder) assertOpenDeliveryEvent(event);
  return ofOrder;
};

describe('a delivery order', () => {
  it('reads as the standard Order: items with options and notes, fee, totals, cash with change, customer, address', async () => {
    const id = await save(customer.draft({ cpf_on_receipt: '529.982.247-25' }));
    const order = await document(id);
    expect(order).toMatchObject({
      id: orderUuid(id),
      type: 'DELIVERY',
      displayId: String(await tenant.numberOf(id)),
      orderTiming: 'INSTANT',
      merchant: { id: software.merchantId, name: 'Pizzaria Teste' },
      lastEvent: 'CREATED',
      items: [
        {
          name: 'Pizza Margherita',
          quantity: 2,
          unit: 'UN',
          specialInstructions: 'sem manjericão',
          unitPrice: price(44.9),
          optionsPrice: price(20),
          totalPrice: price(129.8),
          options: [{ name: 'Tamanho: Grande', quantity: 1, unitPrice: price(20), totalPrice: price(20) }],
        },
      ],
      otherFees: [{ type: 'DELIVERY_FEE', receivedBy: 'MERCHANT', price: price(5.9) }],
      discounts: [],
      total: { itemsPrice: price(129.8), otherFees: price(5.9), discount: price(0), orderAmount: price(135.7) },
      payments: {
        prepaid: 0,
        pending: 135.7,
        methods: [{ value: 135.7, currency: 'BRL', type: 'PENDING', method: 'CASH', changeFor: 150 }],
      },
      customer: {
        name: customer.signup.name,
        documentNumber: '52998224725',
        phone: { number: expect.stringMatching(/^\d{10,11}$/) },
        ordersCountOnMerchant: 1,
      },
      delivery: {
        deliveredBy: 'MERCHANT',
        deliveryAddress: {
          country: 'BR',
          state: 'BR-SP',
          city: expect.stringMatching(/^Campinas/),
          district: 'Cambuí',
          street: 'Rua Coronel Quirino',
          number: '1200',
          complement: 'Apto 52',
          coordinates: { latitude: -22.8941, longitude: -47.0503 },
        },
      },
    });
    expect(order.takeout).toBeUndefined();
  });

  it('prices a half-and-half as halves of its flavours, whatever rule the shop prices it by', async () => {
    const pizza = tenant.products.find((p) => p.name === 'Pizza Grande meio a meio')!;
    const [flavours, crust] = pizza.option_groups;
    const optionIds = [
      flavours!.options.find((o) => o.name === 'Calabresa')!.option_id,
      flavours!.options.find((o) => o.name === 'Quatro Queijos')!.option_id,
      crust!.options[0]!.option_id,
    ];
    const id = await save(
      customer.draft({
        products_list: encodeProductsList([{ productId: pizza.product_id, quantity: 1, optionIds }]),
        total_products: 64.95,
        order_total: 70.85,
        notes: [''],
      }),
    );
    const [item] = (await document(id)).items;
    expect(item).toMatchObject({
      name: 'Pizza Grande meio a meio',
      quantity: 1,
      unitPrice: price(0),
      optionsPrice: price(64.95),
      totalPrice: price(64.95),
      options: [
        { name: '1/2 Calabresa', quantity: 0.5, unitPrice: price(50), totalPrice: price(25) },
        { name: '1/2 Quatro Queijos', quantity: 0.5, unitPrice: price(61.9), totalPrice: price(30.95) },
        { name: 'Borda recheada: Catupiry', quantity: 1, unitPrice: price(9), totalPrice: price(9) },
      ],
    });
    expect(item.specialInstructions).toBeUndefined();
  });

  it('gives the coupon and the cashback spent as discounts of the cart', async () => {
    const code = `OD${Date.now()}`;
    await t.database.db.insert(coupons).values({ profileId: tenant.id, code, kind: 'percent', value: 10 });
    const spender = await tenant.customer();
    await spender.earnCashback(1000);
    const id = await save(spender.draft({ coupon_code: code, use_cashback: '1', order_total: 112.72 }));
    const order = await document(id);
    expect(order.discounts).toEqual([
      {
        amount: price(12.98),
        target: 'CART',
        sponsorshipValues: [{ name: 'MARKETPLACE', amount: price(12.98), discountCode: code }],
      },
      {
        amount: price(10),
        target: 'CART',
        sponsorshipValues: [{ name: 'MERCHANT', amount: price(10), discountCode: 'CASHBACK' }],
      },
    ]);
    expect(order.total).toEqual({
      itemsPrice: price(129.8),
      otherFees: price(5.9),
      discount: price(22.98),
      orderAmount: price(112.72),
    });
    expect(order.payments.methods[0]).toMatchObject({ value: 112.72, method: 'CASH' });
  });
});

describe('an address never placed on the map', () => {
  it('is geocoded from what the customer wrote, never sent as another point', async () => {
    // A shop priced by district never places its customers' addresses.
    const unplaced = await tenant.customer();
    geocoderAnswer = [{ lat: '-22.8952', lon: '-47.0561' }];
    const order = await document(await save(unplaced.draft()));
    expect(order.delivery.deliveryAddress.coordinates).toEqual({ latitude: -22.8952, longitude: -47.0561 });
    expect(geocoderQueries.at(-1)).toMatch(/^Rua Coronel Quirino, 1200, Cambuí, Campinas/);
  });

  it("leaves the coordinates out when the geocoder cannot place it, rather than the shop's", async () => {
    const unplaced = await tenant.customer();
    geocoderAnswer = [];
    const id = await save(unplaced.draft());
    const answer = await odCall(t.app, tenant.domain, software.token, 'GET', `/v1/orders/${orderUuid(id)}`);
    expect(answer.statusCode).toBe(200);
    const order = answer.json();
    expect(order.delivery.deliveryAddress).toMatchObject({ street: 'Rua Coronel Quirino', number: '1200' });
    expect(order.delivery.deliveryAddress).not.toHaveProperty('coordinates');
    // The standard requires coordinates; everything else of the answer is still its Order.
    assertOpenDelivery('Order', {
      ...order,
      delivery: {
        ...order.delivery,
        deliveryAddress: { ...order.delivery.deliveryAddress, coordinates: { latitude: 0, longitude: 0 } },
      },
    });
    // Asked again once it can be placed, the software gets the point.
    geocoderAnswer = [{ lat: '-22.9001', lon: '-47.0602' }];
    expect((await document(id)).delivery.deliveryAddress.coordinates).toEqual({
      latitude: -22.9001,
      longitude: -47.0602,
    });
  });
});

describe('a takeout order', () => {
  it('reads as TAKEOUT, with no fee and no delivery', async () => {
    const id = await save(customer.draft({ address_id: null, delivery_price_shop: 0, order_total: 129.8 }));
    const order = await document(id);
    expect(order).toMatchObject({ type: 'TAKEOUT', takeout: { mode: 'DEFAULT' }, otherFees: [], sendPickedUp: true });
    expect(order.delivery).toBeUndefined();
    expect(order.total.orderAmount).toEqual(price(129.8));
  });
});

describe('each way to pay', () => {
  const card = (extra: Record<string, unknown>) =>
    save(customer.draft({ payment_method: 'card_on_delivery', change_for: undefined, ...extra }));

  it('a card on delivery: credit or debit with its brand, pending', async () => {
    const elo = await document(await card({ card_flag_id: 3, card_type: 'credit' }));
    expect(elo.payments).toEqual({
      prepaid: 0,
      pending: 135.7,
      methods: [{ value: 135.7, currency: 'BRL', type: 'PENDING', method: 'CREDIT', brand: 'ELO' }],
    });
    const visa = await document(await card({ card_flag_id: 1, card_type: 'debit' }));
    expect(visa.payments.methods).toEqual([
      { value: 135.7, currency: 'BRL', type: 'PENDING', method: 'DEBIT', brand: 'VISA' },
    ]);
  });

  it('a Pix: pending until its charge is paid, then prepaid, and the software is told when', async () => {
    const id = await save(customer.draft({ payment_method: 'pix', change_for: undefined }));
    expect((await document(id)).payments).toEqual({
      prepaid: 0,
      pending: 135.7,
      methods: [
        { value: 135.7, currency: 'BRL', type: 'PENDING', method: 'PIX', methodInfo: 'Pix aguardando pagamento' },
      ],
    });
    expect((await eventsOf(id)).map((event) => event.eventType)).toEqual(['CREATED']);
    await markPaid(t.database.db, id, 'test');
    expect((await document(id)).payments).toEqual({
      prepaid: 135.7,
      pending: 0,
      methods: [{ value: 135.7, currency: 'BRL', type: 'PREPAID', method: 'PIX' }],
    });
    // Paid: the standard's nearest event, "they can start prepare the order"; once only.
    expect((await eventsOf(id)).map((event) => event.eventType)).toEqual(['CREATED', 'PREPARATION_REQUESTED']);
    expect(await markPaid(t.database.db, id, 'test')).toBe('already_paid');
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('cash taken on delivery tells the software nothing new', async () => {
    const id = await save(customer.draft());
    await markPaid(t.database.db, id, 'test');
    expect((await eventsOf(id)).map((event) => event.eventType)).toEqual(['CREATED']);
  });
});

describe('only the shop of the token', () => {
  it("answers 404 in the standard's form for another shop's order, an unknown id and a malformed one", async () => {
    const neighbour = await tenant.anotherShop(`vizinha-${Date.now()}`);
    const theirs = await linkShop(t.app, t.database.db, {
      profileId: tenant.id,
      shopId: neighbour,
      domain: tenant.domain,
    });
    const ours = await save(customer.draft());
    for (const url of [`/v1/orders/${orderUuid(ours)}`, `/v1/orders/${orderUuid(2_000_000_000)}`, '/v1/orders/12']) {
      const answer = await odCall(t.app, tenant.domain, theirs.token, 'GET', url);
      expect(answer.statusCode).toBe(404);
      assertOpenDelivery('Error', answer.json());
    }
  });

  it('answers 401 without a valid token', async () => {
    const id = await save(customer.draft());
    for (const token of ['', 'not-a-token']) {
      const answer = await odCall(t.app, tenant.domain, token, 'GET', `/v1/orders/${orderUuid(id)}`);
      expect(answer.statusCode).toBe(401);
      assertOpenDelivery('Error', answer.json());
    }
  });
});

describe("items imported from the shop's software", () => {
  it("carry the software's own item codes as externalCode, and ours keep our ids", async () => {
    const pos = await startSoftwareService();
    try {
      const ctx = { db: t.database.db, catalog: t.app.catalog, outbound: t.app.openDelivery.outbound };
      const target = { profileId: tenant.id, shopId: tenant.shopId, merchantUrl: pos.url, apiKey: SOFTWARE_API_KEY };
      expect((await importMerchant(ctx, target)).outcome).toBe('success');
    } finally {
      await pos.close();
    }
    const menu = (await post(t.app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: tenant.shopId }))
      .json()
      .categories.flatMap((category: { products: TProduct[] }) => category.products) as TProduct[];
    const burger = menu.find((p) => p.name === 'X-Burger')!;
    const egg = burger.option_groups[0]!.options.find((o) => o.name === 'Ovo')!;
    const imported = await document(
      await save(
        customer.draft({
          products_list: encodeProductsList([
            { productId: burger.product_id, quantity: 2, optionIds: [egg.option_id] },
          ]),
          total_products: 55,
          order_total: 60.9,
          change_for: 100,
          notes: [''],
        }),
      ),
    );
    // The fixture's items are coded SKU-<n>: X-Burger is item 101, Ovo item 204.
    expect(imported.items).toMatchObject([
      { name: 'X-Burger', externalCode: 'SKU-101', options: [{ name: 'Adicionais: Ovo', externalCode: 'SKU-204' }] },
    ]);
    const margherita = menu.find((p) => p.name === 'Pizza Margherita')!;
    const ours = await document(await save(customer.draft()));
    expect(ours.items[0]).toMatchObject({ name: 'Pizza Margherita', externalCode: String(margherita.product_id) });
  });
});
