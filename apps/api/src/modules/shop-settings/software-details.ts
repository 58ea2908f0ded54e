import type { THoursException, TOpeningPeriod } from '@delivery/contract/catalog';
import { localDate } from '@delivery/contract/shop-hours';
import type { Database } from '../../db/client.ts';
import type { ShopChange, ShopSettingsSection } from '../../db/schema/shop-settings.ts';
import {
  exceptionsFrom,
  readSoftwareDetails,
  replaceExceptions,
  updateSoftwareDetails,
  type SoftwareShopDetails,
} from '../catalog/service.ts';
import { recordShopChange } from './queries.ts';

/*
 * A shop's registration and hours as its point-of-sale software has them (Open Delivery import,
 * decision 0050), written beside the panel's sections: each change is recorded with no staff
 * member (the software made it) and bumps its section's version, so an owner's open form then
 * refuses to overwrite it. The caller holds the transaction and announces the shop after it.
 */

export type { SoftwareShopDetails };

export type SoftwareHours = { openingHours: TOpeningPeriod[]; exceptions: THoursException[] };

/** Which section of the panel each field is edited in, and the version that section keeps. */
const sections: Record<keyof SoftwareShopDetails, ShopSettingsSection> = {
  name: 'listing',
  description: 'listing',
  street: 'listing',
  streetNumber: 'listing',
  complement: 'listing',
  district: 'listing',
  cep: 'listing',
  latitude: 'listing',
  longitude: 'listing',
  phone: 'contact',
  whatsapp: 'contact',
  email: 'contact',
  minOrderCents: 'delivery',
};

const sortedWeek = (week: readonly TOpeningPeriod[]) =>
  [...week].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens));

/** Writes what differs and records it by section; answers whether anything changed. */
export async function writeSoftwareShop(
  db: Database,
  shopId: number,
  details: SoftwareShopDetails,
  hours: SoftwareHours,
): Promise<boolean> {
  const row = await readSoftwareDetails(db, shopId);
  if (!row) return false;
  const changes = new Map<ShopSettingsSection, ShopChange>();
  for (const field of Object.keys(sections) as (keyof SoftwareShopDetails)[]) {
    if (row[field] === details[field]) continue;
    const section = sections[field];
    changes.set(section, { ...changes.get(section), [field]: { from: row[field], to: details[field] } });
  }
  const today = localDate(row.timeZone);
  const week = sortedWeek(hours.openingHours);
  const dates = hours.exceptions.filter((exception) => exception.date >= today);
  const heldDates = await exceptionsFrom(db, shopId, today);
  const hoursChange: ShopChange = {};
  if (JSON.stringify(sortedWeek(row.openingHours)) !== JSON.stringify(week)) {
    hoursChange.opening_hours = { from: row.openingHours, to: week };
  }
  if (JSON.stringify(heldDates) !== JSON.stringify(dates)) hoursChange.exceptions = { from: heldDates, to: dates };
  if (Object.keys(hoursChange).length) changes.set('hours', hoursChange);
  if (changes.size === 0) return false;

  await updateSoftwareDetails(db, shopId, details, week, {
    contact: changes.has('contact'),
    delivery: changes.has('delivery'),
    hours: changes.has('hours'),
  });
  if (hoursChange.exceptions) await replaceExceptions(db, shopId, today, dates);
  for (const [section, change] of changes)
    await recordShopChange(db, { shopId, staffId: null, bySoftware: true, section, change });
  return true;
}
