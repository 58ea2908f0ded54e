import { boardCalls } from '@delivery/contract/calls/board';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { everyCall } from '@delivery/contract/calls/every-call';
import { menuCalls } from '@delivery/contract/calls/menu';
import { linksFields } from '@delivery/contract/tenant-settings';
import type { TProduct } from '@delivery/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { plainPhoto, postMultipart, type UploadFile } from './helpers/photos.ts';
import { newDevice } from './helpers/push-service.ts';
import { addStaff } from './helpers/staff.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';
import { coupons } from '../src/db/schema/rewards.ts';
import { statements } from '../src/db/schema/finance.ts';
import { keepEveryStatement } from '../src/modules/finance/service.ts';

/**
 * Every merchant call, tried from outside its reach: a customer's session, another profile's
 * staff, and staff of another shop of the same profile. None of them may see or change anything;
 * a call about an order reaches it through the order's shop.
 */

let t: TestApp;
let tenant: OrderingTenant;
let other: TestTenant;
let ownShop: number;
let neighbour: number;
/** A browser's push subscription, for the calls about a device. */
const device = newDevice('https://push.example.com/dispositivo', 'dispositivo');
/** An order of each shop that has one, for the calls about an order (reached through its shop). */
const orderOf = new Map<number, number>();
/** A product of each shop, and its category, for the calls about its menu. */
const productOf = new Map<number, number>();
const categoryOf = new Map<number, number>();
/** A coupon of each shop that has one, for the calls about a coupon. */
const couponOf = new Map<number, number>();
/** The statement of each shop that has one, for the calls about a statement. */
const statementOf = new Map<number, number>();
/** The file of the calls that upload one. */
let photo: UploadFile;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  const db = t.database.db;
  tenant = await orderingTenant(t.app, db);
  other = await createTenant(db);
  ownShop = tenant.shopId;
  neighbour = await tenant.anotherShop('loja-vizinha');
  orderOf.set(ownShop, await (await tenant.customer()).order());
  productOf.set(ownShop, tenant.products[0]!.product_id);
  categoryOf.set(ownShop, tenant.products[0]!.category_id);
  const [coupon] = await db
    .insert(coupons)
    .values({ profileId: tenant.id, shopId: ownShop, code: 'DALOJA', kind: 'percent', value: 10 })
    .returning();
  couponOf.set(ownShop, coupon!.id);
  await keepEveryStatement(db);
  const [statement] = await db.select().from(statements).where(eq(statements.shopId, ownShop));
  statementOf.set(ownShop, statement!.id);
  photo = { bytes: await plainPhoto(64, 64, 'jpeg'), name: 'foto.jpg', type: 'image/jpeg' };
});
afterAll(() => t.close());

/**
 * A body each staff call accepts, naming the shop `shopId`; a call about no shop in particular
 * says `shopScoped: false`.
 */
const bodies: Record<string, { body: (shopId: number) => Record<string, unknown>; shopScoped: boolean }> = {
  staffMe: { body: () => ({}), shopScoped: false },
  staffSignOut: { body: () => ({}), shopScoped: false },
  staffInvite: {
    body: (shopId) => ({ email: 'convidado@example.com', name: 'Convidado', role: 'attendant', shop_id: shopId }),
    shopScoped: true,
  },
  staffList: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  staffRemove: { body: (shopId) => ({ shop_id: shopId, staff_id: 9_999_999 }), shopScoped: true },
  boardOrders: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  acceptOrder: { body: (shopId) => ({ order_id: orderOf.get(shopId), estimate_minutes: 30 }), shopScoped: true },
  rejectOrder: { body: (shopId) => ({ order_id: orderOf.get(shopId), reason: 'Item em falta' }), shopScoped: true },
  advanceOrder: { body: (shopId) => ({ order_id: orderOf.get(shopId), status: 'accepted' }), shopScoped: true },
  orderHistory: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  answerProblem: { body: (shopId) => ({ order_id: orderOf.get(shopId), answer: 'Intrusa' }), shopScoped: true },
  delayOrder: { body: (shopId) => ({ order_id: orderOf.get(shopId), minutes: 15 }), shopScoped: true },
  findStaffCustomers: { body: (shopId) => ({ shop_id: shopId, q: 'Joana' }), shopScoped: true },
  saveStaffCustomer: {
    body: (shopId) => ({ shop_id: shopId, name: 'Intruso', phone: '11987654321' }),
    shopScoped: true,
  },
  addStaffAddress: {
    body: (shopId) => ({ shop_id: shopId, customer_id: 1, city_id: 1, district_id: 1, street: 'Rua', number: '1' }),
    shopScoped: true,
  },
  quoteStaffOrder: {
    body: (shopId) => ({ shop_id: shopId, customer_id: 1, products_list: `[${productOf.get(shopId)}]` }),
    shopScoped: true,
  },
  placeStaffOrder: {
    body: (shopId) => ({
      shop_id: shopId,
      customer_id: 1,
      products_list: `[${productOf.get(shopId)}]`,
      channel: 'counter',
      idempotency_key: 'intruso-0001',
      total_products: 1,
      delivery_price_shop: 0,
      order_total: 1,
      payment_method: 'cash',
    }),
    shopScoped: true,
  },
  shopTables: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  addShopTables: { body: (shopId) => ({ shop_id: shopId, from: 1, to: 2 }), shopScoped: true },
  removeShopTable: { body: (shopId) => ({ shop_id: shopId, table_id: 1 }), shopScoped: true },
  markKitchenItem: { body: (shopId) => ({ order_id: orderOf.get(shopId), item: 0, done: '1' }), shopScoped: true },
  markKitchenOrder: { body: (shopId) => ({ order_id: orderOf.get(shopId), done: '1' }), shopScoped: true },
  cancelOrder: {
    body: (shopId) => ({ order_id: orderOf.get(shopId), reason: 'Problema na entrega' }),
    shopScoped: true,
  },
  markOrderPaid: { body: (shopId) => ({ order_id: orderOf.get(shopId) }), shopScoped: true },
  markOrderRefunded: { body: (shopId) => ({ order_id: orderOf.get(shopId) }), shopScoped: true },
  refundOrderPart: {
    body: (shopId) => ({ order_id: orderOf.get(shopId), amount: 1, reason: 'Faltou um item' }),
    shopScoped: true,
  },
  pauseShop: { body: (shopId) => ({ shop_id: shopId, minutes: 10 }), shopScoped: true },
  setAutoAccept: { body: (shopId) => ({ shop_id: shopId, auto_accept: '0' }), shopScoped: true },
  boardEventsTicket: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  shopMenu: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  setMenuItemAvailable: {
    body: (shopId) => ({ shop_id: shopId, item: 'product', item_id: productOf.get(shopId), available: '0' }),
    shopScoped: true,
  },
  saveHalfPricing: { body: (shopId) => ({ shop_id: shopId, half_pricing: 'highest' }), shopScoped: true },
  saveCategory: { body: (shopId) => ({ shop_id: shopId, name: 'Intrusa', hidden: '0' }), shopScoped: true },
  reorderCategories: {
    body: (shopId) => ({ shop_id: shopId, category_ids: [categoryOf.get(shopId)] }),
    shopScoped: true,
  },
  saveProduct: {
    body: (shopId) => ({
      shop_id: shopId,
      category_id: categoryOf.get(shopId),
      name: 'Intruso',
      description: '',
      price: 1,
      available: '1',
    }),
    shopScoped: true,
  },
  reorderProducts: {
    body: (shopId) => ({ shop_id: shopId, category_id: categoryOf.get(shopId), product_ids: [productOf.get(shopId)] }),
    shopScoped: true,
  },
  saveOptionGroup: {
    body: (shopId) => ({
      shop_id: shopId,
      product_id: productOf.get(shopId),
      version: 1,
      name: 'Intruso',
      kind: 'options',
      min: 0,
      max: 1,
      options: [{ name: 'Intrusa', price: 1, available: '1' }],
    }),
    shopScoped: true,
  },
  deleteOptionGroup: {
    body: (shopId) => ({ shop_id: shopId, product_id: productOf.get(shopId), version: 1, group_id: 1 }),
    shopScoped: true,
  },
  duplicateProduct: { body: (shopId) => ({ shop_id: shopId, product_id: productOf.get(shopId) }), shopScoped: true },
  productPriceHistory: { body: (shopId) => ({ shop_id: shopId, product_id: productOf.get(shopId) }), shopScoped: true },
  shopHours: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveShopHours: {
    body: (shopId) => ({
      shop_id: shopId,
      version: 1,
      opening_hours: [],
      exceptions: [],
      estimate_min: 5,
      estimate_max: 5,
      accept_timeout_minutes: 1,
    }),
    shopScoped: true,
  },
  shopDelivery: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveShopDelivery: {
    body: (shopId) => ({ shop_id: shopId, version: 1, pickup: '1', min_order: 0 }),
    shopScoped: true,
  },
  shopPayments: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveShopPayments: {
    body: (shopId) => ({
      shop_id: shopId,
      version: 1,
      payment_methods: ['cash'],
      cash_change: false,
      card_flags: [1],
      pix_key: '',
      provider: null,
    }),
    shopScoped: true,
  },
  shopContact: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveShopContact: {
    body: (shopId) => ({ shop_id: shopId, version: 1, phone: '', whatsapp: '', email: 'intruso@example.com' }),
    shopScoped: true,
  },
  openDeliveryLink: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  issueOpenDeliveryCredentials: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveOpenDelivery: {
    body: (shopId) => ({ shop_id: shopId, enabled: true, webhook_url: 'https://intruso.example/', merchant_url: '' }),
    shopScoped: true,
  },
  openDeliveryEvents: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  importOpenDeliveryMenu: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  lastOpenDeliveryImport: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  shopCoupons: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveCoupon: {
    body: (shopId) => ({ shop_id: shopId, code: 'INTRUSO', kind: 'percent', value: 90 }),
    shopScoped: true,
  },
  setCouponPaused: {
    body: (shopId) => ({ shop_id: shopId, coupon_id: couponOf.get(shopId), paused: '1' }),
    shopScoped: true,
  },
  endCoupon: { body: (shopId) => ({ shop_id: shopId, coupon_id: couponOf.get(shopId) }), shopScoped: true },
  couponUses: { body: (shopId) => ({ shop_id: shopId, coupon_id: couponOf.get(shopId) }), shopScoped: true },
  shopCashback: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveShopCashback: {
    body: (shopId) => ({ shop_id: shopId, version: 1, percent: 30, expiry_days: 1 }),
    shopScoped: true,
  },
  salesSummary: { body: (shopId) => ({ shop_id: shopId, from: '2026-01-01', to: '2026-01-31' }), shopScoped: true },
  salesExport: { body: (shopId) => ({ shop_id: shopId, from: '2026-01-01', to: '2026-01-31' }), shopScoped: true },
  staffPushSubscribe: { body: () => device.subscription, shopScoped: false },
  staffPushUnsubscribe: { body: () => ({ endpoint: device.subscription.endpoint }), shopScoped: false },
  // The tenant's own settings name no shop: their scope is the profile's (tenant-settings.test.ts).
  tenantSettings: { body: () => ({}), shopScoped: false },
  saveTenantAppearance: {
    body: () => ({ version: 1, title: 'Intrusa', short_name: '', icone: '', logo_pwa_app: '', primary: '#000000' }),
    shopScoped: false,
  },
  saveTenantLinks: {
    body: () => ({
      version: 1,
      ...Object.fromEntries(Object.keys(linksFields).map((key) => [key, ''])),
    }),
    shopScoped: false,
  },
  saveTenantSignIn: {
    body: () => ({
      version: 1,
      menu_web: null,
      menu_ios: null,
      menu_android: null,
      text_email: '',
      label_login_phone: '',
      by_input: '0',
      input_type: null,
      label_generic_top: '',
      internal_label: '',
      text_button_next: '',
    }),
    shopScoped: false,
  },
  saveTenantSlider: { body: () => ({ version: 1, slides: [] }), shopScoped: false },
  // The tenant's WhatsApp number is its operators' (whatsapp-settings.test.ts).
  whatsAppSettings: { body: () => ({}), shopScoped: false },
  saveWhatsApp: {
    body: () => ({
      phone_number_id: '100000000000001',
      business_account_id: '200000000000001',
      access_token: 'x',
      app_secret: 'y',
    }),
    shopScoped: false,
  },
  submitWhatsAppTemplates: { body: () => ({}), shopScoped: false },
  removeWhatsApp: { body: () => ({}), shopScoped: false },
  // A review's answer is reached through its order's shop (reviews.test.ts tries it on a reviewed order).
  shopReviews: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  answerReview: { body: (shopId) => ({ order_id: orderOf.get(shopId), answer: 'Intrusa' }), shopScoped: true },
  shopWhatsAppAlert: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  saveShopWhatsAppAlert: { body: (shopId) => ({ shop_id: shopId, phone: '' }), shopScoped: true },
  // The photo itself goes as the form's file (`send`).
  uploadProductPhoto: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  // The profile's shops and places are its operators' alone, the shop next door included
  // (tenant-shops.test.ts): a shop's staff are refused them all.
  tenantShops: { body: () => ({}), shopScoped: false },
  createShop: {
    body: () => ({ name: 'Nova', segment: 'lanches', city_id: 1, owner_name: 'X', owner_email: 'x@example.com' }),
    shopScoped: false,
  },
  setShopActive: { body: (shopId) => ({ shop_id: shopId, active: '0' }), shopScoped: false },
  tenantPlaces: { body: () => ({}), shopScoped: false },
  serveCity: { body: () => ({ name: 'Nova Cidade', state: 'SP' }), shopScoped: false },
  addDistrict: { body: () => ({ city_id: 1, name: 'Centro' }), shopScoped: false },
  shopCardAccount: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  connectCardAccount: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  // The state names the shop and the person: another's is refused (card-payments.test.ts).
  finishCardConnect: { body: () => ({ code: 'TG-1', state: 'estado.assinado' }), shopScoped: false },
  saveCardBrands: { body: (shopId) => ({ shop_id: shopId, brands: [1] }), shopScoped: true },
  disconnectCardAccount: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  // Commission plans are the operators' alone (finance-ledger.test.ts): a shop's staff are refused them all.
  commissionPlans: { body: () => ({}), shopScoped: false },
  saveCommissionPlan: {
    body: (shopId) => ({
      shop_id: shopId,
      delivery_percent: 0,
      pickup_percent: 0,
      open_delivery_percent: 0,
      app_payment_percent: 0,
      on_delivery_payment_percent: 0,
      order_fee: 0,
      monthly_fee: 0,
      gateway_fee_payer: 'shop',
    }),
    shopScoped: false,
  },
  followDefaultPlan: { body: (shopId) => ({ shop_id: shopId }), shopScoped: false },
  // A shop's statements are its owner's and the operators' (finance-statements.test.ts).
  shopStatements: { body: (shopId) => ({ shop_id: shopId }), shopScoped: true },
  statement: { body: (shopId) => ({ statement_id: statementOf.get(shopId) }), shopScoped: true },
  statementExport: { body: (shopId) => ({ statement_id: statementOf.get(shopId) }), shopScoped: true },
  shopBalances: { body: () => ({}), shopScoped: false },
  markStatementPaid: {
    body: (shopId) => ({ statement_id: statementOf.get(shopId), paid_on: '2026-11-30', reference: 'PIX' }),
    shopScoped: false,
  },
};

const staffCalls = everyCall.filter((call) => call.auth === 'staff' && !call.stream);

const multipartPaths = new Set(everyCall.filter((call) => call.multipart).map((call) => call.path));

/** A call's body as its client sends it: JSON, or a multipart form with the photo for an upload. */
const send = (host: string, path: string, body: Record<string, unknown>, token?: string) => {
  const fields = { validate: 1, ...body, ...(token ? { token } : {}) };
  return multipartPaths.has(path)
    ? postMultipart(t.app, host, path, fields, { photo })
    : post(t.app, host, path, fields);
};

describe('the staff scope', () => {
  it('has a body to try for every staff call of the contract', () => {
    expect(staffCalls.filter((call) => !bodies[call.operationId]).map((call) => call.operationId)).toEqual([]);
  });

  it('refuses a customer’s session, another profile’s staff and no token at all on every staff call', async () => {
    const customer = (await registerAccount(t.app, tenant.domain)).body.token as string;
    const stranger = await addStaff(t.app, t.database.db, other, [{ role: 'operator', shopId: null }]);
    for (const call of staffCalls) {
      const body = bodies[call.operationId]!.body(ownShop);
      const asCustomer = await send(tenant.domain, call.path, body, customer);
      expect(asCustomer.statusCode, call.operationId).toBe(401);
      const asStranger = await send(tenant.domain, call.path, body, stranger.token);
      expect(asStranger.statusCode, call.operationId).toBe(401);
      const none = await send(tenant.domain, call.path, body);
      expect(none.json(), call.operationId).toEqual({ error_type: 1, message: "O campo 'token' é obrigatório" });
    }
  });

  it('keeps staff of one shop out of the shop next door, and its orders, on every shop call', async () => {
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbour }]);
    for (const call of staffCalls.filter((c) => bodies[c.operationId]!.shopScoped)) {
      const res = await send(tenant.domain, call.path, bodies[call.operationId]!.body(ownShop), owner.token);
      expect(res.statusCode, `${call.operationId}: ${res.body}`).toBe(404);
    }
    // Nothing moved: the shop's own staff see its order as it was placed.
    const own = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: ownShop }]);
    const [order] = (await send(tenant.domain, boardCalls.boardOrders.path, {}, own.token)).json().orders;
    expect(order).toMatchObject({ order_id: orderOf.get(ownShop), status: 'received', payment: { paid: false } });
    const menu = (await send(tenant.domain, menuCalls.shopMenu.path, { shop_id: ownShop }, own.token)).json();
    const products = menu.categories.flatMap((c: { products: TProduct[] }) => c.products);
    expect(products).toContainEqual(expect.objectContaining({ product_id: productOf.get(ownShop), available: true }));
    expect(products).toHaveLength(tenant.products.length);
    expect(menu.categories.map((c: { name: string }) => c.name)).not.toContain('Intrusa');
    const { shop } = (await send(tenant.domain, catalogCalls.getShop.path, { shop_id: ownShop })).json();
    expect(shop).toMatchObject({ estimate_min: 40, estimate_max: 60, status: { is_open: true } });
    const shopCoupons = await t.database.db.select().from(coupons).where(eq(coupons.profileId, tenant.id));
    expect(shopCoupons.map((c) => [c.code, c.active, c.endedAt])).toEqual([['DALOJA', true, null]]);
  });
});
