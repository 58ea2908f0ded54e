import type { TStaffMember } from '@delivery/contract/staff';
import { deviceSetting } from '../lib/device-setting.ts';

const isChoice = (value: unknown): value is number | 'all' => value === 'all' || Number.isInteger(value);

/** The shop picked on this device ('all': every shop the person runs). */
export const shopChoice = deviceSetting<number | 'all'>('painel.shop', 'all', isChoice);

/**
 * The shop the panel shows: the only one of someone who runs one, else the one picked when it is
 * still theirs; null for every shop.
 */
export function selectedShop(staff: Pick<TStaffMember, 'shops'>, choice: number | 'all'): number | null {
  if (staff.shops.length === 1) return staff.shops[0]!.shop_id;
  return staff.shops.some((shop) => shop.shop_id === choice) ? (choice as number) : null;
}
