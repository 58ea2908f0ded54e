import { describe, expect, it } from 'vitest';
import type { TOrder } from '@delivery/contract/orders';
import { itemsSummary, optionsByGroup, orderDay, orderTime, scheduleWindow, stepTime } from './order-text.ts';

const item = (name: string, quantity: number): TOrder['items'][number] => ({
  product_id: 1,
  name,
  quantity,
  unit_price: 10,
  total: 10 * quantity,
  options: [],
  notes: '',
});

describe('order dates', () => {
  it("shows instants on Brazil's clock, whatever the device's zone", () => {
    // 01:30 UTC is 22:30 of the day before in São Paulo (UTC-3).
    expect(orderDay('2026-05-13T01:30:00.000Z')).toBe('12/05/2026');
    expect(orderTime('2026-05-13T01:30:00.000Z')).toBe('22:30');
  });

  it('adds the day to a step that happened on a later day than the order', () => {
    expect(stepTime('2026-05-12T23:50:00.000Z', '2026-05-12T22:00:00.000Z')).toBe('20:50');
    expect(stepTime('2026-05-13T03:10:00.000Z', '2026-05-12T22:00:00.000Z')).toBe('13/05 00:10');
  });

  it('reads a schedule slot as the shop wrote it, without moving it to another zone', () => {
    expect(scheduleWindow('2026-12-24T19:30')).toEqual({ weekday: 'qui.', day: '24/12', from: '19:30', to: '20:00' });
    // A slot across midnight ends on the clock of the next day.
    expect(scheduleWindow('2026-11-28T23:30')).toEqual({ weekday: 'sáb.', day: '28/11', from: '23:30', to: '00:00' });
    expect(scheduleWindow('amanhã')).toBeNull();
  });
});

describe('itemsSummary', () => {
  it('lists quantities and names, and counts what it leaves out', () => {
    expect(itemsSummary([item('Pizza Margherita', 2), item('Refrigerante', 1)])).toEqual({
      text: '2x Pizza Margherita, 1x Refrigerante',
      more: 0,
    });
    const many = ['A', 'B', 'C', 'D', 'E'].map((name) => item(name, 1));
    expect(itemsSummary(many)).toEqual({ text: '1x A, 1x B, 1x C', more: 2 });
  });
});

describe('optionsByGroup', () => {
  it("joins a group's choices, keeping the order the groups came in", () => {
    expect(
      optionsByGroup([
        { group: 'Sabores', option: 'Calabresa', price: 50 },
        { group: 'Borda', option: 'Catupiry', price: 10 },
        { group: 'Sabores', option: 'Quatro Queijos', price: 61.9 },
      ]),
    ).toEqual([
      { group: 'Sabores', options: ['Calabresa', 'Quatro Queijos'] },
      { group: 'Borda', options: ['Catupiry'] },
    ]);
    expect(optionsByGroup([])).toEqual([]);
  });
});
