import { describe, expect, it } from 'vitest';
import { axisMarks, labelEvery } from './chart-scale.ts';

describe('axisMarks', () => {
  it('rounds the top up to a readable step that covers the highest bar', () => {
    expect(axisMarks(407.1)).toEqual([0, 200, 400, 600, 800]);
    expect(axisMarks(1_350)).toEqual([0, 500, 1_000, 1_500, 2_000]);
    expect(axisMarks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(axisMarks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it('counts in whole steps, and draws an empty axis up to 4', () => {
    expect(axisMarks(3, { whole: true })).toEqual([0, 1, 2, 3, 4]);
    expect(axisMarks(9, { whole: true })).toEqual([0, 3, 6, 9, 12]);
    expect(axisMarks(0, { whole: true })).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('labelEvery', () => {
  it('thins 24 hours or 31 days to what fits', () => {
    expect(labelEvery(24, 24)).toBe(1);
    expect(labelEvery(24, 10)).toBe(3);
    expect(labelEvery(24, 5)).toBe(6);
    expect(labelEvery(31, 6)).toBe(6);
    expect(labelEvery(92, 6)).toBe(16);
  });
});
