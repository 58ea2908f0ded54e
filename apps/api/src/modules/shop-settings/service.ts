import type { CallBody } from '@delivery/contract/call';
import type { THoursException, TOpeningPeriod } from '@delivery/contract/catalog';
import type { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { exceptionDateProblem, localDate, type TShopHoursResponse } from '@delivery/contract/shop-hours';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ShopChange } from '../../db/schema/shop-settings.ts';
import { AppError } from '../../http/app-error.ts';
import type { OutboundPolicy } from '../../http/outbound.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import {
  announceShopChanged,
  exceptionsFrom,
  readHours,
  replaceExceptions,
  updateHalfPricing,
  updateHours,
  type CatalogCache,
  type HoursFields,
  type HoursRow,
} from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { lastChange, recordShopChange } from './queries.ts';

/*
 * A shop's own settings as its owner runs them (issue 13, decision 0034), one section at a time.
 * A save names the version it read; a newer one refuses it, so two people saving at once never
 * overwrite each other. What changed is written with who changed it, in the save's transaction,
 * then announced: every API process drops the shop it cached, so the next customer's read shows
 * its status and slots by the new hours.
 */

/** Where other modules' changes of a shop are written beside the sections' own (tenant-shops). */
export { recordShopChange };

/** A shop's registration and hours written from its point-of-sale software (Open Delivery import). */
export { writeSoftwareShop, type SoftwareHours, type SoftwareShopDetails } from './software-details.ts';

/** What the services need, built once in routes.ts. */
export type ShopSettingsContext = {
  db: Database;
  catalog: CatalogCache;
  /** Seals the payment provider's secrets (decision 0037). */
  secrets: SecretReader;
  appEnv: Config['APP_ENV'];
  /** Whether the addresses owners give (a Pix provider's) may be private ones (http/outbound.ts). */
  outbound: OutboundPolicy;
};

type Body<K extends keyof typeof shopSettingsCalls> = CallBody<(typeof shopSettingsCalls)[K]>;
type HoursAnswer = Omit<TShopHoursResponse, 'error_type' | 'message'>;

/** A shop gone since its page was read (requireShop answers the same for one out of reach). */
export const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);

/** The week in one order, whatever order it was given or stored in: what is compared and kept. */
const sortedWeek = (week: readonly TOpeningPeriod[]): TOpeningPeriod[] =>
  week
    .map(({ weekday, opens, closes }) => ({ weekday, opens, closes }))
    .sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens));

const sortedDates = (exceptions: readonly THoursException[]): THoursException[] =>
  exceptions
    .map(({ date, closed, opens, closes, label }) => ({ date, closed, opens, closes, label }))
    .sort((a, b) => a.date.localeCompare(b.date));

/** The section as the wire names its fields. */
type HoursState = {
  opening_hours: TOpeningPeriod[];
  exceptions: THoursException[];
  estimate_min: number;
  estimate_max: number;
  accept_timeout_minutes: number;
};

const stateOf = (row: HoursRow, exceptions: readonly THoursException[]): HoursState => ({
  opening_hours: sortedWeek(row.openingHours),
  exceptions: sortedDates(exceptions),
  estimate_min: row.estimateMin,
  estimate_max: row.estimateMax,
  accept_timeout_minutes: row.acceptTimeoutMinutes,
});

/** Each field whose value differs, before and after. */
function changeOf(before: HoursState, after: HoursState): ShopChange {
  const change: ShopChange = {};
  for (const field of Object.keys(after) as (keyof HoursState)[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      change[field] = { from: before[field], to: after[field] };
    }
  }
  return change;
}

async function answerOf(db: Database, shopId: number, row: HoursRow, today: string): Promise<HoursAnswer> {
  const [exceptions, last] = await Promise.all([exceptionsFrom(db, shopId, today), lastChange(db, shopId, 'hours')]);
  return {
    hours: stateOf(row, exceptions),
    version: row.version,
    time_zone: row.timeZone,
    today,
    last_change: last,
  };
}

/** The shop's hours section as its owner edits it, with the version a save names. */
export async function shopHours(ctx: ShopSettingsContext, scope: StaffScope, shopId: number): Promise<HoursAnswer> {
  requireShop(scope, shopId, 'manageShop');
  const row = await readHours(ctx.db, shopId);
  if (!row) throw notFound();
  return answerOf(ctx.db, shopId, row, localDate(row.timeZone));
}

/** A date of the list that cannot be given on the shop's `today`, as a refusal naming it. */
function refuseDates(exceptions: readonly THoursException[], today: string): void {
  exceptions.forEach((exception, i) => {
    const reason = exceptionDateProblem(exception.date, today);
    if (reason) {
      throw new AppError(
        ErrorType.INVALID_INPUT,
        formatMessage(apiMessages.fieldInvalid, { field: `exceptions.${i}.date`, reason }),
      );
    }
  });
}

/**
 * Saves the week, the dates from the shop's today on, the estimate and the time to accept an
 * order, at the version the editor read. Orders already placed keep their deadline and slot;
 * saving what already holds writes and announces nothing.
 */
export async function saveShopHours(
  ctx: ShopSettingsContext,
  scope: StaffScope,
  body: Body<'saveShopHours'>,
): Promise<TShopHoursResponse> {
  requireShop(scope, body.shop_id, 'manageShop');
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await readHours(tx, body.shop_id, true);
    if (!row) throw notFound();
    if (row.version !== body.version) {
      throw new AppError(ErrorType.EDIT_CONFLICT, formatMessage(apiMessages.hoursEditConflict, { shop: row.name }));
    }
    const today = localDate(row.timeZone);
    refuseDates(body.exceptions, today);
    const before = stateOf(row, await exceptionsFrom(tx, body.shop_id, today));
    const after: HoursState = {
      opening_hours: sortedWeek(body.opening_hours),
      exceptions: sortedDates(body.exceptions),
      estimate_min: body.estimate_min,
      estimate_max: body.estimate_max,
      accept_timeout_minutes: body.accept_timeout_minutes,
    };
    const change = changeOf(before, after);
    if (Object.keys(change).length === 0) return { row, today, changed: false };
    const fields: HoursFields = {
      openingHours: after.opening_hours,
      estimateMin: after.estimate_min,
      estimateMax: after.estimate_max,
      acceptTimeoutMinutes: after.accept_timeout_minutes,
    };
    const version = await updateHours(tx, body.shop_id, fields);
    if ('exceptions' in change) await replaceExceptions(tx, body.shop_id, today, after.exceptions);
    await recordShopChange(tx, { shopId: body.shop_id, staffId: scope.member.id, section: 'hours', change });
    return { row: { ...row, ...fields, version }, today, changed: true };
  });
  if (saved.changed) await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return {
    error_type: ErrorType.OK,
    message: saved.changed ? apiMessages.hoursSaved : apiMessages.hoursUnchanged,
    ...(await answerOf(ctx.db, body.shop_id, saved.row, saved.today)),
  };
}

/**
 * How the shop prices a half-and-half from now on; orders placed keep their price. The change is
 * kept with who made it; setting the rule it already has changes nothing.
 */
export async function saveHalfPricing(ctx: ShopSettingsContext, scope: StaffScope, body: Body<'saveHalfPricing'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const before = await ctx.db.transaction(async (tx) => {
    const rule = await updateHalfPricing(tx, body.shop_id, body.half_pricing);
    if (rule && rule !== body.half_pricing) {
      await recordShopChange(tx, {
        shopId: body.shop_id,
        staffId: scope.member.id,
        section: 'half_pricing',
        change: { half_pricing: { from: rule, to: body.half_pricing } },
      });
    }
    return rule;
  });
  if (!before) throw notFound();
  if (before !== body.half_pricing) await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return {
    error_type: ErrorType.OK,
    message: apiMessages.halfPricingSaved,
    half_pricing: body.half_pricing,
  };
}
