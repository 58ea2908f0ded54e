import { describe, expect, it } from 'vitest';
import { effectiveDelivery, effectiveMethod, effectiveWhen } from './defaults.ts';

const slot = (id: string) => ({ schedule_id: id, start: '', end: '', label: id });

describe('effectiveDelivery', () => {
  it('starts at the stored Address when it is one of the customer’s', () => {
    expect(effectiveDelivery(null, [3, 7], 7, true)).toEqual({ kind: 'delivery', addressId: 7 });
    expect(effectiveDelivery(null, [3, 7], 99, true)).toEqual({ kind: 'delivery', addressId: 3 });
  });

  it('chooses nothing for a customer with no address, even where the shop offers pickup', () => {
    expect(effectiveDelivery(null, [], null, true)).toBeNull();
    expect(effectiveDelivery(null, [], null, false)).toBeNull();
    expect(effectiveDelivery({ kind: 'pickup' }, [], null, true)).toEqual({ kind: 'pickup' });
  });

  it('keeps a choice while it is offered', () => {
    expect(effectiveDelivery({ kind: 'pickup' }, [3], 3, true)).toEqual({ kind: 'pickup' });
    expect(effectiveDelivery({ kind: 'pickup' }, [3], 3, false)).toEqual({ kind: 'delivery', addressId: 3 });
    expect(effectiveDelivery({ kind: 'delivery', addressId: 8 }, [3], null, false)).toEqual({
      kind: 'delivery',
      addressId: 3,
    });
  });
});

describe('effectiveWhen', () => {
  const slots = [slot('2026-11-21T19:00'), slot('2026-11-21T19:30')];

  it('is “Agora” while the shop is open, and a slot when asked', () => {
    expect(effectiveWhen(null, null, true, slots)).toEqual({ mode: 'now' });
    expect(effectiveWhen('schedule', '2026-11-21T19:30', true, slots)).toEqual({
      mode: 'schedule',
      scheduleId: '2026-11-21T19:30',
    });
  });

  it('schedules the first slot when the shop is closed or the picked slot is gone', () => {
    expect(effectiveWhen('now', null, false, slots)).toEqual({ mode: 'schedule', scheduleId: '2026-11-21T19:00' });
    expect(effectiveWhen('schedule', 'gone', true, slots)).toEqual({
      mode: 'schedule',
      scheduleId: '2026-11-21T19:00',
    });
    expect(effectiveWhen(null, null, false, [])).toEqual({ mode: 'schedule', scheduleId: null });
  });
});

describe('effectiveMethod', () => {
  it('asks the customer unless the shop takes one method only', () => {
    expect(effectiveMethod(null, ['cash', 'pix'])).toBeNull();
    expect(effectiveMethod(null, ['pix'])).toBe('pix');
    expect(effectiveMethod('cash', ['cash', 'pix'])).toBe('cash');
    expect(effectiveMethod('cash', ['card_on_delivery', 'pix'])).toBeNull();
  });
});
