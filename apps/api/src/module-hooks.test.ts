import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { registerModuleHooks } from './module-hooks.ts';
import { insertOrderSql } from './modules/orders/insert-order.ts';
import { onOrderPlaced } from './modules/orders/service.ts';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the modules hooked to orders', () => {
  it('join the order statement once however many apps register them in one process', () => {
    registerModuleHooks();
    registerModuleHooks();
    const statement = new PgDialect().sqlToQuery(insertOrderSql()).sql;
    expect(occurrences(statement, 'new_order_alert as (')).toBe(1);
    expect(occurrences(statement, 'od_event as (')).toBe(1);
  });

  it('refuse a write to the order statement once it was built, as it would be left out', () => {
    registerModuleHooks();
    insertOrderSql();
    expect(() => onOrderPlaced(() => insertOrderSql())).toThrow(/registered at start-up/);
  });
});
