/**
 * The marks of a chart's value axis: `ticks` + 1 round values from 0 to a top at least `max`
 * (steps of 1, 2, 2.5 or 5 times a power of ten; whole steps for counts).
 */
export function axisMarks(max: number, { ticks = 4, whole = false } = {}): number[] {
  const raw = max > 0 ? max / ticks : 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw - 1e-9) ?? 10;
  const step = whole ? Math.max(1, Math.ceil(factor * power)) : factor * power;
  return Array.from({ length: ticks + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** Which of `count` labels to write so that about `room` fit: every one, every 2nd, 3rd, 6th… */
export function labelEvery(count: number, room: number): number {
  if (room <= 0) return count;
  const every = Math.ceil(count / room);
  return [1, 2, 3, 4, 6, 7, 8, 12].find((n) => n >= every) ?? every;
}
