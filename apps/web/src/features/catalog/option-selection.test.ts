import { describe, expect, it } from 'vitest';
import type { TOptionGroup } from '@delivery/contract/catalog';
import { flavourFraction, groupRule, isGroupSatisfied, toggleOption } from './option-selection.ts';

const group = (min: number, max: number, unavailable: number[] = []): TOptionGroup => ({
  group_id: 7,
  name: 'Sabores',
  kind: 'flavours',
  min,
  max,
  options: [1, 2, 3, 4].map((id) => ({
    option_id: id,
    name: `Sabor ${id}`,
    description: '',
    price: 10,
    available: !unavailable.includes(id),
  })),
});

describe('toggleOption', () => {
  it('replaces the choice of a one-choice group, like radio buttons', () => {
    const required = group(1, 1);
    const first = toggleOption({}, required, 1);
    expect(first).toEqual({ 7: [1] });
    expect(toggleOption(first, required, 2)).toEqual({ 7: [2] });
    // A required choice stays chosen when tapped again; an optional one is cleared.
    expect(toggleOption(first, required, 1)).toBe(first);
    expect(toggleOption({ 7: [1] }, group(0, 1), 1)).toEqual({ 7: [] });
  });

  it('adds and removes in a group of several, up to its max', () => {
    const halves = group(1, 2);
    let selection = toggleOption({}, halves, 1);
    selection = toggleOption(selection, halves, 2);
    expect(selection).toEqual({ 7: [1, 2] });
    expect(toggleOption(selection, halves, 3)).toBe(selection);
    expect(toggleOption(selection, halves, 1)).toEqual({ 7: [2] });
  });

  it('ignores unavailable and unknown options', () => {
    const halves = group(1, 2, [3]);
    expect(toggleOption({}, halves, 3)).toEqual({});
    expect(toggleOption({}, halves, 99)).toEqual({});
  });
});

describe('groupRule, isGroupSatisfied, flavourFraction', () => {
  it('words the number of choices', () => {
    expect(groupRule({ min: 1, max: 1 }).key).toBe('catalog.product.chooseExactly');
    expect(groupRule({ min: 0, max: 1 }).key).toBe('catalog.product.chooseUpTo');
    expect(groupRule({ min: 1, max: 4 }).key).toBe('catalog.product.chooseUpTo');
    expect(groupRule({ min: 2, max: 4 }).key).toBe('catalog.product.chooseBetween');
  });

  it('knows when a group has what it needs', () => {
    expect(isGroupSatisfied(group(1, 2), {})).toBe(false);
    expect(isGroupSatisfied(group(1, 2), { 7: [1] })).toBe(true);
    expect(isGroupSatisfied(group(0, 1), {})).toBe(true);
  });

  it('shows the share of each flavour once there are two or more', () => {
    expect(flavourFraction(1)).toBeNull();
    expect(flavourFraction(2)).toBe('1/2');
    expect(flavourFraction(4)).toBe('1/4');
  });
});
