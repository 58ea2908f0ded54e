import { contrastOnWhite, isHexColour, minimumContrast } from '@delivery/contract/colours';
import {
  tenantSectionInputs,
  type TTenantSlider,
  type TTenantSection,
  type TTenantSettingsResponse,
} from '@delivery/contract/tenant-settings';
import type { TLoginMenu } from '@delivery/contract/profile';

/** A section's form: the fields as the API answers them, edited as they are. */
export type TenantForms = Pick<TTenantSettingsResponse, Exclude<TTenantSection, 'slider'>> & {
  slider: { slides: SlideForm[] };
};

/** What is wrong with a section's form, by field path ('menu_ios.facebook'), in the API's words. */
export type FormIssues = Record<string, string>;

/** The section checked by the contract's own rules, so the panel refuses what the API would, alike. */
export function sectionIssues<S extends TTenantSection>(section: S, form: TenantForms[S]): FormIssues | null {
  const result = tenantSectionInputs[section].safeParse(form);
  if (result.success) return null;
  const issues: FormIssues = {};
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

export const isChanged = <T>(form: T, base: T): boolean => JSON.stringify(form) !== JSON.stringify(base);

/** How the colour reads on white, as the panel tells it: the ratio in pt-BR digits, and whether it is too low. */
export function contrastOf(hex: string): { ratio: string; low: boolean } | null {
  const colour = hex.trim();
  if (!isHexColour(colour)) return null;
  const ratio = contrastOnWhite(colour);
  // Rounded down: 4.46 must not read as "4,5:1" beside a warning that it is below 4,5.
  const shown = Math.floor(ratio * 10) / 10;
  return { ratio: shown.toLocaleString('pt-BR', { minimumFractionDigits: 1 }), low: ratio < minimumContrast };
}

export const noMenu: TLoginMenu = { display_menu: '0', google: '0', facebook: '0', phone: '0' };

/**
 * A platform's menu with one flag set. A platform without a menu (null) gets one the first time
 * a flag is turned on, and goes back to none when every flag is off again, as it was read.
 */
export function withFlag(menu: TLoginMenu | null, flag: keyof TLoginMenu, on: boolean): TLoginMenu | null {
  const next: TLoginMenu = { ...(menu ?? noMenu), [flag]: on ? '1' : '0' };
  return menu === null && Object.values(next).every((value) => value === '0') ? null : next;
}

/** A slide as the form edits it: one not saved yet has no id. */
export type SlideForm = Omit<TTenantSlider['slides'][number], 'slider_id'> & { slider_id?: number };

export const newSlide = (): SlideForm => ({ title: '', image: '', link: '', active: '1' });

/** The slides with the one at `index` moved one place up (-1) or down (1); at an end, as they were. */
export function moveSlide<T>(slides: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= slides.length) return [...slides];
  const moved = [...slides];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}
