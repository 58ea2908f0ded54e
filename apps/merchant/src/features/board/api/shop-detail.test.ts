import { describe, expect, it } from 'vitest';
import { pausedUntil, proposedEstimate } from './shop-detail.ts';

const status = (paused_until?: string) => ({
  status: { is_open: false, closes_at: null, next_opening: null, ...(paused_until ? { paused_until } : {}) },
});

describe('proposedEstimate', () => {
  it("proposes the upper end of the shop's estimate, else 40 minutes", () => {
    expect(proposedEstimate({ estimate_max: 55 })).toBe(55);
    expect(proposedEstimate({ estimate_max: 0 })).toBe(40);
    expect(proposedEstimate(undefined)).toBe(40);
  });
});

describe('pausedUntil', () => {
  const now = Date.parse('2026-05-21T22:00:00.000Z');
  it('is the end of a pause still running, and null once it has passed or without one', () => {
    expect(pausedUntil(status('2026-05-21T22:40:00.000Z'), now)).toBe('2026-05-21T22:40:00.000Z');
    expect(pausedUntil(status('2026-05-21T21:59:00.000Z'), now)).toBeNull();
    expect(pausedUntil(status(), now)).toBeNull();
    expect(pausedUntil(undefined, now)).toBeNull();
  });
});
