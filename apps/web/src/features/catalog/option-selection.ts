import type { TOptionGroup } from '@delivery/contract/catalog';

/** Option ids chosen per group id, as `priceItem` takes them. */
export type Selection = Record<number, number[]>;

/**
 * Tapping an option. A group of one choice behaves like radio buttons (an optional one can be
 * cleared by tapping its choice again); a group of several adds or removes, and ignores a new
 * choice once `max` are chosen. Unavailable options never change anything.
 */
export function toggleOption(selection: Selection, group: TOptionGroup, optionId: number): Selection {
  const option = group.options.find((candidate) => candidate.option_id === optionId);
  if (!option?.available) return selection;
  const chosen = selection[group.group_id] ?? [];
  const isChosen = chosen.includes(optionId);
  let next: number[];
  if (group.max === 1) {
    if (isChosen) {
      if (group.min >= 1) return selection;
      next = [];
    } else next = [optionId];
  } else if (isChosen) next = chosen.filter((id) => id !== optionId);
  else if (chosen.length >= group.max) return selection;
  else next = [...chosen, optionId];
  return { ...selection, [group.group_id]: next };
}

export type GroupRuleKey =
  'catalog.product.chooseExactly' | 'catalog.product.chooseUpTo' | 'catalog.product.chooseBetween';

/** 'Escolha 1', 'Escolha até 2', 'Escolha de 2 a 4': how many choices a group takes. */
export function groupRule(group: Pick<TOptionGroup, 'min' | 'max'>): {
  key: GroupRuleKey;
  values: { min: string; max: string; count: string };
} {
  const values = { min: String(group.min), max: String(group.max), count: String(group.max) };
  if (group.min === group.max) return { key: 'catalog.product.chooseExactly', values };
  if (group.min <= 1) return { key: 'catalog.product.chooseUpTo', values };
  return { key: 'catalog.product.chooseBetween', values };
}

/** Whether a group already has what it needs (required groups show it as done). */
export const isGroupSatisfied = (group: Pick<TOptionGroup, 'group_id' | 'min' | 'max'>, selection: Selection) => {
  const count = selection[group.group_id]?.length ?? 0;
  return count >= group.min && count <= group.max;
};

/** '1/2', '1/3', '1/4': the share of each chosen flavour of a half-and-half. */
export const flavourFraction = (chosenCount: number): string | null => (chosenCount >= 2 ? `1/${chosenCount}` : null);
