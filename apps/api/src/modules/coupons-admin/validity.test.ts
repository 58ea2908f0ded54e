import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validityDays, validityInstants } from './validity.ts';

describe('a coupon validity', () => {
  it('starts at the first day’s local midnight and ends as the last day does, in the shop’s time zone', () => {
    expect(validityInstants({ from: '2026-03-01', to: '2026-03-31' }, 'America/Sao_Paulo')).toEqual({
      startsAt: new Date('2026-03-01T03:00:00Z'),
      endsAt: new Date('2026-04-01T03:00:00Z'),
    });
    expect(validityInstants({ from: null, to: '2026-12-31' }, 'America/Manaus')).toEqual({
      startsAt: null,
      endsAt: new Date('2027-01-01T04:00:00Z'),
    });
  });

  it('reads back as the days typed, in any time zone', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const zone = fc.constantFrom('America/Sao_Paulo', 'America/Manaus', 'America/Noronha', 'America/Rio_Branco');
    fc.assert(
      fc.property(day, day, zone, (a, b, timeZone) => {
        const days = a <= b ? { from: a, to: b } : { from: b, to: a };
        expect(validityDays(validityInstants(days, timeZone), timeZone)).toEqual(days);
      }),
    );
  });
});
