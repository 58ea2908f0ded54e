import { catalogCalls } from '@delivery/contract/calls/catalog';
import { shopTableCalls } from '@delivery/contract/calls/shop-tables';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { tableLimits } from '@delivery/contract/shop-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';

/** A shop's tables and their QR codes (decision 0101). */

let t: TestApp;
let tenant: OrderingTenant;
let owner: { token: string };
let attendant: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
});
afterAll(() => t.close());

type Call = (typeof shopTableCalls)[keyof typeof shopTableCalls];
const send = (call: Call, body: Record<string, unknown> = {}, token = owner.token) =>
  post(t.app, tenant.domain, call.path, { validate: 1, token, shop_id: tenant.shopId, ...body });
const add = async (from: number, to: number, token = owner.token) =>
  (await send(shopTableCalls.addShopTables, { from, to }, token)).json();
const labels = (tables: { label: string }[]) => tables.map((table) => table.label);

describe("a shop's tables", () => {
  it('are numbered by the owner, in order, each with the address of the shop at it and its QR code', async () => {
    const added = await add(1, 12);
    expect(added).toMatchObject({
      error_type: 0,
      message: formatMessage(apiMessages.tablesAdded, { from: 1, to: 12 }),
    });
    expect(labels(added.tables)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const [first] = added.tables;
    const { shop } = (await post(t.app, tenant.domain, catalogCalls.getShop.path, { shop_id: tenant.shopId })).json();
    expect(first.url).toBe(
      `http://${tenant.domain}/${shop.city_slug}/pizzaria/pizzaria-teste?mesa=${first.url.split('=')[1]}`,
    );
    expect(first.url.split('=')[1]).toMatch(/^[\w-]{22}$/);
    expect(first.qr_svg).toMatch(/^<svg /);
    expect(new Set(added.tables.map((table: { url: string }) => table.url)).size).toBe(12);

    // Numbers the shop has keep their QR codes; the rest are added.
    const again = await add(10, 14);
    expect(again.message).toBe(formatMessage(apiMessages.tablesAdded, { from: 10, to: 14 }));
    expect(labels(again.tables)).toHaveLength(14);
    const urlOf = (tables: { label: string; url: string }[], label: string) =>
      tables.find((table) => table.label === label)?.url;
    expect(urlOf(again.tables, '10')).toBe(urlOf(added.tables, '10'));

    // Everyone who runs the orders reads them (to print them); only owners and operators change them.
    const read = (await send(shopTableCalls.shopTables, {}, attendant.token)).json();
    expect(labels(read.tables)).toEqual(labels(again.tables));
    expect((await add(20, 20, attendant.token)).error_type).toBe(14);
  });

  it('removes one: its QR code opens the shop at it no more; a table not of the shop is not found', async () => {
    const { tables } = (await send(shopTableCalls.shopTables)).json();
    const seven = tables.find((table: { label: string }) => table.label === '7');
    const removed = (await send(shopTableCalls.removeShopTable, { table_id: seven.table_id })).json();
    expect(removed.message).toBe(formatMessage(apiMessages.tableRemoved, { label: '7' }));
    expect(labels(removed.tables)).not.toContain('7');
    const again = await send(shopTableCalls.removeShopTable, { table_id: seven.table_id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error_type: 3, message: apiMessages.tableNotFound });
  });

  it(`refuses a range backwards, more than ${tableLimits.perAdd} at once, and past ${tableLimits.most} tables`, async () => {
    expect((await send(shopTableCalls.addShopTables, { from: 5, to: 4 })).statusCode).toBe(400);
    expect((await send(shopTableCalls.addShopTables, { from: 1, to: 101 })).statusCode).toBe(400);
    expect((await send(shopTableCalls.addShopTables, { from: 0, to: 3 })).statusCode).toBe(400);
    await add(101, 200);
    const over = await add(201, 300);
    expect(over).toEqual({
      error_type: 14,
      message: formatMessage(apiMessages.tablesTooMany, { most: tableLimits.most }),
    });
    expect(labels((await send(shopTableCalls.shopTables)).json().tables)).not.toContain('201');
  });
});
