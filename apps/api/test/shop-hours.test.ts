import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TOpeningPeriod, TShopDetail } from '@delivery/contract/catalog';
import type { TInfoHorariosResponse } from '@delivery/contract/checkout';
import { addDays, localDate, type THoursSettingsInput, type TShopHoursResponse } from '@delivery/contract/shop-hours';
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { shops } from '../src/db/schema/catalog.ts';
import { orders } from '../src/db/schema/orders.ts';
import { shopChanges } from '../src/db/schema/shop-settings.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { alwaysOpen } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * The owner's hours: the week, holidays and other dates, the estimate and the time to accept an
 * order, saved from the panel and seen by customers at once, from every API process.
 */

const timeZone = 'America/Sao_Paulo';

let t: TestApp;
let tenant: OrderingTenant;
let owner: { id: number; token: string };
/** Another API process on the same database: what it shows proves the change reached every process. */
let other: Awaited<ReturnType<typeof createApi>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  other = await createApi(testConfig(), t.database, false);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Another shop of the tenant, with an owner of its own. */
async function shopWithOwner(slug: string) {
  const shopId = await tenant.anotherShop(slug);
  const { id, token } = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]);
  return { shopId, id, token };
}

const readHours = async (shopId: number, token = owner.token) =>
  (await post(t.app, tenant.domain, shopSettingsCalls.shopHours.path, { validate: 1, token, shop_id: shopId })).json();

/** The test shop's own hours: around the clock, 40–60 minutes, 8 to accept. */
const testShopHours: THoursSettingsInput = {
  opening_hours: alwaysOpen,
  exceptions: [],
  estimate_min: 40,
  estimate_max: 60,
  accept_timeout_minutes: 8,
};

/** Saves hours at the version the shop has now, as an owner who just opened the page. */
async function save(shopId: number, hours: Partial<THoursSettingsInput>, token = owner.token) {
  const { version } = (await readHours(shopId, token)) as TShopHoursResponse;
  return post(t.app, tenant.domain, shopSettingsCalls.saveShopHours.path, {
    validate: 1,
    token,
    shop_id: shopId,
    version,
    ...testShopHours,
    ...hours,
  });
}

/** The shop as a customer reads it, and its checkout's slots, from the other process. */
const customerShop = async (shopId: number): Promise<TShopDetail> =>
  (await post(other, tenant.domain, catalogCalls.getShop.path, { validate: 1, shop_id: shopId })).json().shop;
const customerSlots = async (shopId: number): Promise<TInfoHorariosResponse> =>
  (await post(other, tenant.domain, checkoutCalls.getInfoHorarios.path, { validate: 1, shop_id: shopId })).json();

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** The instant of a wall-clock time of a date in São Paulo, as the API writes instants. */
const instantOf = (date: string, hhmm: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime()).toISOString();
};

describe('the owner’s hours', () => {
  it('are read with their version, the shop’s today and no change yet', async () => {
    expect(await readHours(tenant.shopId)).toEqual({
      error_type: 0,
      message: 'Sucesso',
      hours: {
        opening_hours: alwaysOpen,
        exceptions: [],
        estimate_min: 40,
        estimate_max: 60,
        accept_timeout_minutes: 8,
      },
      version: 1,
      time_zone: timeZone,
      today: localDate(timeZone),
      last_change: null,
    });
  });

  it('closed for a holiday today: closed for customers everywhere, with slots of other days only', async () => {
    const today = localDate(timeZone);
    const tomorrow = addDays(today, 1);
    const customer = await tenant.customer();
    // Read on the other process first, so its cached shop must be dropped to show the change.
    expect((await customerShop(tenant.shopId)).status.is_open).toBe(true);
    expect((await customerSlots(tenant.shopId)).now_available).toBe(true);

    const saved = await save(tenant.shopId, {
      exceptions: [{ date: today, closed: true, label: 'Feriado municipal' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      error_type: 0,
      message: 'Horários salvos. Os clientes já veem a loja com eles',
      hours: { exceptions: [{ date: today, closed: true, opens: null, closes: null, label: 'Feriado municipal' }] },
      version: 2,
      last_change: { by: 'Pessoa da Equipe', by_software: false },
    });

    try {
      await expect.poll(async () => (await customerShop(tenant.shopId)).status.is_open, { timeout: 5_000 }).toBe(false);
      const shop = await customerShop(tenant.shopId);
      // Yesterday's day ran until midnight; tomorrow's starts at midnight.
      expect(shop.status).toEqual({ is_open: false, closes_at: null, next_opening: instantOf(tomorrow, '00:00') });
      expect(shop.exceptions).toContainEqual({
        date: today,
        closed: true,
        opens: null,
        closes: null,
        label: 'Feriado municipal',
      });
      const { now_available, slots } = await customerSlots(tenant.shopId);
      expect(now_available).toBe(false);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.filter((slot) => slot.schedule_id.startsWith(today))).toEqual([]);
      // From midnight on, or the shop's estimate from now when it is later.
      expect(slots[0]!.schedule_id).toMatch(new RegExp(`^${tomorrow}T0`));
      expect(slots[0]!.label).toMatch(/^Amanhã, /);

      // Ordering now goes to the first slot, once the customer agrees.
      expect(
        (await post(other, tenant.domain, checkoutCalls.validateOrderApp.path, customer.draft())).json(),
      ).toMatchObject({ error_type: 9, message: expect.stringContaining(slots[0]!.label) });
    } finally {
      expect((await save(tenant.shopId, { exceptions: [] })).json()).toMatchObject({ error_type: 0 });
    }
    await expect.poll(async () => (await customerShop(tenant.shopId)).status.is_open, { timeout: 5_000 }).toBe(true);
    expect((await customerSlots(tenant.shopId)).now_available).toBe(true);
  });

  it('take a period past midnight: the slots run into the next day, and the estimate follows', async () => {
    const { shopId, token } = await shopWithOwner('madrugada');
    const tomorrow = addDays(localDate(timeZone), 1);
    const dayAfter = addDays(tomorrow, 1);
    expect((await customerShop(shopId)).estimate_min).toBe(40);

    const week: TOpeningPeriod[] = [{ weekday: weekdayOf(tomorrow), opens: '22:00', closes: '02:00' }];
    const saved = await save(shopId, { opening_hours: week, estimate_min: 20, estimate_max: 35 }, token);
    expect(saved.json()).toMatchObject({ error_type: 0, hours: { opening_hours: week } });

    await expect.poll(async () => (await customerShop(shopId)).estimate_min, { timeout: 5_000 }).toBe(20);
    const shop = await customerShop(shopId);
    expect(shop).toMatchObject({ estimate_max: 35, opening_hours: week });
    expect(shop.status).toEqual({ is_open: false, closes_at: null, next_opening: instantOf(tomorrow, '22:00') });
    const ids = (await customerSlots(shopId)).slots.map((slot) => slot.schedule_id);
    expect(ids.slice(0, 4)).toEqual([
      `${tomorrow}T22:00`,
      `${tomorrow}T22:30`,
      `${tomorrow}T23:00`,
      `${tomorrow}T23:30`,
    ]);
    // After midnight, on a day with no period of its own: tomorrow's night goes on.
    expect(ids).toContain(`${dayAfter}T00:00`);
    expect(ids.every((id) => id < `${dayAfter}T02:00`)).toBe(true);
  });

  it('give new orders the time to accept them in that was saved', async () => {
    expect((await save(tenant.shopId, { accept_timeout_minutes: 3 })).json()).toMatchObject({
      error_type: 0,
      hours: { accept_timeout_minutes: 3 },
    });
    const orderId = await (await tenant.customer()).order();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.acceptBy!.getTime() - order!.createdAt.getTime()).toBe(3 * 60_000);
    await save(tenant.shopId, {});
  });

  it('take 1 to 60 minutes to accept an order in, and the database keeps no other (decisions 0028, 0034)', async () => {
    for (const minutes of [0, 61]) {
      expect((await save(tenant.shopId, { accept_timeout_minutes: minutes })).json(), String(minutes)).toMatchObject({
        error_type: 1,
      });
      await expect(
        t.database.db.update(shops).set({ acceptTimeoutMinutes: minutes }).where(eq(shops.id, tenant.shopId)),
      ).rejects.toThrow();
    }
    expect((await save(tenant.shopId, { accept_timeout_minutes: 60 })).json()).toMatchObject({ error_type: 0 });
    await save(tenant.shopId, {});
  });

  it('records who changed what, and nothing when nothing changed', async () => {
    const { shopId, id, token } = await shopWithOwner('registro-de-horarios');
    const before = (await readHours(shopId, token)) as TShopHoursResponse;
    expect((await save(shopId, {}, token)).json()).toMatchObject({
      error_type: 0,
      message: 'Nada mudou nos horários',
      version: before.version,
      last_change: null,
    });
    const date = addDays(localDate(timeZone), 3);
    await save(
      shopId,
      { estimate_min: 30, exceptions: [{ date, closed: false, opens: '10:00', closes: '14:00', label: '' }] },
      token,
    );
    const rows = await t.database.db.select().from(shopChanges).where(eq(shopChanges.shopId, shopId));
    expect(rows.map((row) => [row.staffId, row.section, row.change])).toEqual([
      [
        id,
        'hours',
        {
          exceptions: { from: [], to: [{ date, closed: false, opens: '10:00', closes: '14:00', label: '' }] },
          estimate_min: { from: 40, to: 30 },
        },
      ],
    ]);
  });
});

describe('what the hours refuse', () => {
  it('refuses overlapping periods and a date gone by, saving nothing', async () => {
    const { shopId, token } = await shopWithOwner('horarios-recusados');
    const overlapping = await save(
      shopId,
      {
        opening_hours: [
          { weekday: 1, opens: '11:00', closes: '15:00' },
          { weekday: 1, opens: '14:00', closes: '16:00' },
        ],
      },
      token,
    );
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toEqual({
      error_type: 1,
      message: "O campo 'opening_hours.1' é inválido: os períodos 11:00–15:00 e 14:00–16:00 de segunda se sobrepõem",
    });
    const yesterday = addDays(localDate(timeZone), -1);
    const past = await save(shopId, { exceptions: [{ date: yesterday, closed: true, label: '' }] }, token);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      `O campo 'exceptions.0.date' é inválido: a data ${yesterday.split('-').reverse().join('/')} já passou`,
    );
    expect(await readHours(shopId, token)).toMatchObject({
      version: 1,
      hours: { opening_hours: alwaysOpen, exceptions: [] },
    });
  });

  it('refuses a save made on a version someone else saved over, with a clear message', async () => {
    const { shopId, token } = await shopWithOwner('dois-donos');
    const partner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]);
    const { version } = (await readHours(shopId, token)) as TShopHoursResponse;
    const body = (token: string, estimate_min: number) => ({
      validate: 1,
      token,
      shop_id: shopId,
      version,
      ...testShopHours,
      estimate_min,
    });
    const first = await post(t.app, tenant.domain, shopSettingsCalls.saveShopHours.path, body(token, 25));
    expect(first.json()).toMatchObject({ error_type: 0, version: version + 1 });
    const second = await post(t.app, tenant.domain, shopSettingsCalls.saveShopHours.path, body(partner.token, 50));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error_type: 17,
      message:
        'Os horários de Pizzaria Teste foram alterados por outra pessoa enquanto você editava. Confira como ficaram e salve de novo.',
    });
    expect(await readHours(shopId, token)).toMatchObject({ version: version + 1, hours: { estimate_min: 25 } });
  });

  it('is the owner’s and the operator’s: an attendant is refused, another shop’s owner finds nothing', async () => {
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const refused = { error_type: 14, message: 'Apenas o dono da loja ou o operador pode fazer isso' };
    expect(await readHours(tenant.shopId, attendant.token)).toEqual(refused);
    const saveAs = (token: string, shopId = tenant.shopId) =>
      post(t.app, tenant.domain, shopSettingsCalls.saveShopHours.path, {
        validate: 1,
        token,
        shop_id: shopId,
        version: 1,
        ...testShopHours,
        estimate_min: 5,
      });
    expect((await saveAs(attendant.token)).json()).toEqual(refused);

    const neighbour = await tenant.anotherShop('vizinha-dos-horarios');
    const theirOwner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbour }]);
    const hidden = await post(t.app, tenant.domain, shopSettingsCalls.shopHours.path, {
      validate: 1,
      token: theirOwner.token,
      shop_id: tenant.shopId,
    });
    expect(hidden.statusCode).toBe(404);
    expect((await saveAs(theirOwner.token)).statusCode).toBe(404);

    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    expect((await save(neighbour, { estimate_max: 90 }, operator.token)).json()).toMatchObject({
      error_type: 0,
      hours: { estimate_max: 90 },
    });
    expect(await readHours(tenant.shopId)).toMatchObject({ hours: { estimate_min: 40 } });
  });
});
