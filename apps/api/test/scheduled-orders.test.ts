import { boardCalls } from '@delivery/contract/calls/board';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TScheduleSlot } from '@delivery/contract/checkout';
import { addDays, localDate } from '@delivery/contract/shop-hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../src/db/schema/catalog.ts';
import { notifyCatalogChanged } from '../src/modules/catalog/queries.ts';
import { cancelOverdueOrders } from '../src/modules/orders/accept-timeout.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { alwaysOpen } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * Orders for a later slot: the board holds them quietly until they are due to be prepared, the
 * shop's promise is the slot, and a shop closed now still takes them for the slots it offers.
 */

let t: TestApp;
let tenant: OrderingTenant;
let owner: { id: number; token: string };
let customer: OrderingCustomer;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  customer = await tenant.customer();
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>) =>
  post(t.app, tenant.domain, path, { validate: 1, ...body });

const slots = async (): Promise<TScheduleSlot[]> =>
  (await call(checkoutCalls.getInfoHorarios.path, { shop_id: tenant.shopId })).json().slots;

/** A slot of tomorrow evening (the test shop is open around the clock). */
async function tomorrowAt(time: string): Promise<TScheduleSlot> {
  const id = `${addDays(localDate('America/Sao_Paulo'), 1)}T${time}`;
  const slot = (await slots()).find((s) => s.schedule_id === id);
  if (!slot) throw new Error(`no slot ${id}`);
  return slot;
}

const boardOrder = async (orderId: number) =>
  (await call(boardCalls.boardOrders.path, { token: owner.token }))
    .json()
    .orders.find((o: { order_id: number }) => o.order_id === orderId);

describe('a scheduled order on the board', () => {
  it('is due to be prepared at its slot less the estimate, which acceptance promises', async () => {
    const slot = await tomorrowAt('18:00');
    const id = await customer.order({ schedule_id: slot.schedule_id });
    const slotStart = Date.parse(slot.start);
    // The test shop delivers in 40–60 minutes: the kitchen starts an hour before the slot.
    expect(await boardOrder(id)).toMatchObject({
      status: 'received',
      scheduled_for: slot.schedule_id,
      scheduled_at: slot.start,
      due_at: new Date(slotStart - 60 * 60_000).toISOString(),
    });

    const accepted = await call(boardCalls.acceptOrder.path, {
      token: owner.token,
      order_id: id,
      estimate_minutes: 30,
    });
    expect(accepted.json()).toMatchObject({
      error_type: 0,
      order: { status: 'accepted', due_at: new Date(slotStart - 30 * 60_000).toISOString() },
    });
    // The customer is promised the slot, not the thirty minutes from now.
    expect(await customer.orderPage(id)).toMatchObject({ estimate_minutes: 30, expected_at: slot.start });
  });

  it('an order of as soon as possible is due at once and promised from its acceptance', async () => {
    const id = await customer.order();
    expect(await boardOrder(id)).toMatchObject({ scheduled_at: null, due_at: null });
    await call(boardCalls.acceptOrder.path, { token: owner.token, order_id: id, estimate_minutes: 30 });
    const page = await customer.orderPage(id);
    const acceptedAt = Date.parse(page.history.at(-1).at);
    expect(Date.parse(page.expected_at) - acceptedAt).toBe(30 * 60_000);
  });

  it('is not cancelled by the acceptance deadline before its slot', async () => {
    const slot = await tomorrowAt('19:00');
    const id = await customer.order({ schedule_id: slot.schedule_id });
    await cancelOverdueOrders(t.database.db);
    expect((await customer.orderPage(id)).status).toBe('received');
  });

  it('accepted automatically, it is promised its slot too', async () => {
    await t.database.db.update(shops).set({ autoAccept: true }).where(eq(shops.id, tenant.shopId));
    await notifyCatalogChanged(t.database.db, tenant.shopId);
    try {
      const slot = await tomorrowAt('20:00');
      const id = await customer.order({ schedule_id: slot.schedule_id });
      expect(await customer.orderPage(id)).toMatchObject({ status: 'accepted', expected_at: slot.start });
      expect(await boardOrder(id)).toMatchObject({
        due_at: new Date(Date.parse(slot.start) - 60 * 60_000).toISOString(),
      });
    } finally {
      await t.database.db.update(shops).set({ autoAccept: false }).where(eq(shops.id, tenant.shopId));
      await notifyCatalogChanged(t.database.db, tenant.shopId);
    }
  });
});

describe('a shop closed now', () => {
  it('takes an order for a slot it offers, and refuses one for now unless the customer agrees', async () => {
    const today = localDate('America/Sao_Paulo');
    const save = async (exceptions: unknown[]) => {
      const { version } = (
        await call(shopSettingsCalls.shopHours.path, { token: owner.token, shop_id: tenant.shopId })
      ).json();
      const saved = await call(shopSettingsCalls.saveShopHours.path, {
        token: owner.token,
        shop_id: tenant.shopId,
        version,
        opening_hours: alwaysOpen,
        exceptions,
        estimate_min: 40,
        estimate_max: 60,
        accept_timeout_minutes: 8,
      });
      expect(saved.json()).toMatchObject({ error_type: 0 });
    };
    await save([{ date: today, closed: true, label: 'Folga' }]);
    try {
      await expect.poll(async () => (await slots())[0]?.schedule_id.startsWith(today), { timeout: 5_000 }).toBe(false);
      const slot = await tomorrowAt('18:30');
      const placed = (
        await call(checkoutCalls.saveOrder.path, customer.draft({ schedule_id: slot.schedule_id }))
      ).json();
      expect(placed).toMatchObject({ error_type: 0, order: { status: 'received', schedule_id: slot.schedule_id } });
      expect(await boardOrder(placed.order.order_id)).toMatchObject({ scheduled_at: slot.start });

      const now = (await call(checkoutCalls.saveOrder.path, customer.draft())).json();
      expect(now).toMatchObject({ error_type: 9, message: expect.stringMatching(/^A loja está fechada agora/) });
    } finally {
      await save([]);
    }
  });
});
