import { describe, expect, it } from 'vitest';
import { formatDayTime, formatElapsed } from './format.ts';

describe('formatElapsed', () => {
  const placed = '2026-05-21T22:00:00.000Z';
  const after = (ms: number) => Date.parse(placed) + ms;

  it('says how long ago, to the minute', () => {
    expect(formatElapsed(placed, after(0))).toBe('agora');
    expect(formatElapsed(placed, after(59_999))).toBe('agora');
    expect(formatElapsed(placed, after(60_000))).toBe('há 1 min');
    expect(formatElapsed(placed, after(3 * 60_000 + 30_000))).toBe('há 3 min');
    expect(formatElapsed(placed, after(59 * 60_000))).toBe('há 59 min');
    expect(formatElapsed(placed, after(60 * 60_000))).toBe('há 1 h');
    expect(formatElapsed(placed, after(65 * 60_000))).toBe('há 1 h 5 min');
  });

  it('never says a time in the future, when the device clock is behind the server', () => {
    expect(formatElapsed(placed, after(-90_000))).toBe('agora');
  });
});

describe('formatDayTime', () => {
  const zone = 'America/Sao_Paulo';
  // Saturday 28 November 2026, 23:30 in São Paulo.
  const now = Date.parse('2026-11-29T02:30:00.000Z');

  it('says today and tomorrow in words, another day by its weekday and date', () => {
    expect(formatDayTime('2026-11-29T02:45:00.000Z', now, zone)).toBe('hoje, 23:45');
    expect(formatDayTime('2026-11-29T21:00:00.000Z', now, zone)).toBe('amanhã, 18:00');
    expect(formatDayTime('2026-11-30T21:00:00.000Z', now, zone)).toBe('seg., 30/11, 18:00');
  });
});
