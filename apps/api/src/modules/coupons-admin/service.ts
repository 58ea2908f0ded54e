import type { CallBody } from '@delivery/contract/call';
import type { couponCalls } from '@delivery/contract/calls/coupons';
import { couponLimits, type TCoupon, type TCouponStatus, type TCouponUse } from '@delivery/contract/coupons';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { toCents, toReais } from '@delivery/contract/pricing';
import type { Database } from '../../db/client.ts';
import type { RewardChange } from '../../db/schema/rewards.ts';
import { AppError } from '../../http/app-error.ts';
import { cashbackOf, shopTimeZone, updateCashback, type CashbackSettings } from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import {
  codeTaken,
  couponsOfShop,
  endCouponNow,
  findCouponById,
  insertCoupon,
  recordRewardChange,
  setCouponActive,
  totalsOf,
  updateCoupon,
  usesOf,
  type CouponFields,
  type CouponRow,
  type CouponTotals,
} from './queries.ts';
import { validityDays, validityInstants } from './validity.ts';

/*
 * Coupons and cashback as owners and operators run them (issue 13, decision 0035). Each change is
 * written with who made it in its own transaction. Neither is part of the customers' cached
 * catalog: checkout reads a coupon, and delivery the shop's cashback, from the database, so a
 * change holds for the next order on every process without an announcement. Orders placed keep
 * the discount they were given.
 */

/** What the services need, built once in routes.ts; `cashbackDays` is the platform's expiry (CASHBACK_DAYS). */
export type CouponsContext = { db: Database; cashbackDays: number };

type Body<K extends keyof typeof couponCalls> = CallBody<(typeof couponCalls)[K]>;

export function couponStatus(coupon: CouponRow, now: Date): TCouponStatus {
  if (coupon.endedAt) return 'ended';
  if (coupon.endsAt && coupon.endsAt <= now) return 'expired';
  if (!coupon.active) return 'paused';
  if (coupon.startsAt && coupon.startsAt > now) return 'scheduled';
  return 'active';
}

/** A coupon on the wire: money in reais, its days in the shop's calendar. */
function wireCoupon(coupon: CouponRow, used: CouponTotals, timeZone: string, now = new Date()): TCoupon {
  const days = validityDays(coupon, timeZone);
  return {
    coupon_id: coupon.id,
    version: coupon.version,
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? coupon.value : toReais(coupon.value),
    min_order: toReais(coupon.minOrderCents),
    valid_from: days.from,
    valid_to: days.to,
    first_order: coupon.firstOrderOnly,
    uses_per_customer: coupon.maxUsesPerCustomer,
    max_uses: coupon.maxUses,
    profile_wide: coupon.shopId === null,
    status: couponStatus(coupon, now),
    uses: used.uses,
    discount_total: toReais(used.discountCents),
  };
}

/** The columns a change records, by their names in the table. */
const couponColumns = {
  shopId: 'shop_id',
  code: 'code',
  description: 'description',
  kind: 'kind',
  value: 'value',
  minOrderCents: 'min_order_cents',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  firstOrderOnly: 'first_order_only',
  maxUsesPerCustomer: 'max_uses_per_customer',
  maxUses: 'max_uses',
} as const satisfies Record<keyof CouponFields, string>;

const recorded = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** Each column whose value differs, before (null for a new coupon) and after. */
function changeOf(before: CouponRow | null, after: CouponRow): RewardChange {
  const change: RewardChange = {};
  for (const [field, column] of Object.entries(couponColumns) as [keyof CouponFields, string][]) {
    const from = before ? recorded(before[field]) : null;
    const to = recorded(after[field]);
    if (from !== to) change[column] = { from, to };
  }
  return change;
}

/**
 * The coupon, when this person may run it from this shop's page: one of the shop's, or one of
 * every shop for an operator. Any other is not found: another shop's coupons are not told.
 */
function reachable(scope: StaffScope, shopId: number, coupon: CouponRow | null): CouponRow {
  if (!coupon || (coupon.shopId !== shopId && !(coupon.shopId === null && scope.operator))) {
    throw new AppError(ErrorType.NOT_FOUND, apiMessages.couponNotInShop);
  }
  return coupon;
}

const endedRefusal = (coupon: CouponRow) =>
  new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.couponIsEnded, { code: coupon.code }));

const codeRefusal = (code: string) =>
  new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.couponCodeTaken, { code }));

/** A save that ran into the one-live-coupon-per-code index: another save of the code got there first. */
const isCodeCollision = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e.code ?? e.cause?.code) === '23505' && (e.constraint ?? e.cause?.constraint) === 'coupons_code_unique';
};

/** The shop's coupons, and every shop's for an operator, for its owner or an operator. */
export async function shopCoupons(ctx: CouponsContext, scope: StaffScope, shopId: number): Promise<TCoupon[]> {
  requireShop(scope, shopId, 'manageShop');
  const [rows, timeZone] = await Promise.all([
    couponsOfShop(ctx.db, scope.member.profileId, shopId, scope.operator),
    shopTimeZone(ctx.db, shopId),
  ]);
  const now = new Date();
  return rows.map((row) => wireCoupon(row, row, timeZone, now));
}

function fieldsOf(body: Body<'saveCoupon'>, timeZone: string): CouponFields {
  return {
    shopId: body.profile_wide === '1' ? null : body.shop_id,
    code: body.code,
    description: body.description,
    kind: body.kind,
    value: body.kind === 'percent' ? body.value : toCents(body.value),
    minOrderCents: toCents(body.min_order),
    ...validityInstants({ from: body.valid_from, to: body.valid_to }, timeZone),
    firstOrderOnly: body.first_order === '1',
    maxUsesPerCustomer: body.uses_per_customer,
    maxUses: body.max_uses,
  };
}

async function answerCoupon(ctx: CouponsContext, coupon: CouponRow, shopId: number, message: string) {
  const [used, timeZone] = await Promise.all([totalsOf(ctx.db, coupon.id), shopTimeZone(ctx.db, shopId)]);
  return { error_type: ErrorType.OK, message, coupon: wireCoupon(coupon, used, timeZone) };
}

/**
 * Creates a coupon, or edits one at the version its form was read at. Its code is the only one of
 * the profile's coupons not ended; a coupon of every shop is an operator's. An ended coupon stays
 * as it ended. Orders already placed keep the discount they were given.
 */
export async function saveCoupon(ctx: CouponsContext, scope: StaffScope, body: Body<'saveCoupon'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  if (body.profile_wide === '1' && !scope.operator) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.couponProfileWideOperatorOnly);
  }
  const profileId = scope.member.profileId;
  const fields = fieldsOf(body, await shopTimeZone(ctx.db, body.shop_id));
  const saved = await ctx.db
    .transaction(async (tx) => {
      const before =
        body.coupon_id === undefined
          ? null
          : reachable(scope, body.shop_id, await findCouponById(tx, profileId, body.coupon_id, true));
      if (before?.endedAt) throw endedRefusal(before);
      if (before && before.version !== body.version) {
        throw new AppError(
          ErrorType.EDIT_CONFLICT,
          formatMessage(apiMessages.couponEditConflict, { code: before.code }),
        );
      }
      if (await codeTaken(tx, profileId, fields.code, before?.id)) throw codeRefusal(fields.code);
      const row = before ? await updateCoupon(tx, before.id, fields) : await insertCoupon(tx, profileId, fields);
      await recordRewardChange(tx, {
        profileId,
        shopId: row.shopId,
        couponId: row.id,
        staffId: scope.member.id,
        change: changeOf(before, row),
      });
      return row;
    })
    .catch((error: unknown) => {
      throw isCodeCollision(error) ? codeRefusal(fields.code) : error;
    });
  return answerCoupon(ctx, saved, body.shop_id, formatMessage(apiMessages.couponSaved, { code: saved.code }));
}

/**
 * Pauses a coupon (checkout refuses it as it refuses an unknown code) or resumes it. Its version
 * stays: a pause never conflicts with an edit of the rest. Setting what already holds records nothing.
 */
export async function setCouponPaused(ctx: CouponsContext, scope: StaffScope, body: Body<'setCouponPaused'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const active = body.paused === '0';
  const coupon = await ctx.db.transaction(async (tx) => {
    const before = reachable(
      scope,
      body.shop_id,
      await findCouponById(tx, scope.member.profileId, body.coupon_id, true),
    );
    if (before.endedAt) throw endedRefusal(before);
    if (before.active === active) return before;
    const row = await setCouponActive(tx, before.id, active);
    await recordRewardChange(tx, {
      profileId: row.profileId,
      shopId: row.shopId,
      couponId: row.id,
      staffId: scope.member.id,
      change: { active: { from: before.active, to: active } },
    });
    return row;
  });
  const message = active ? apiMessages.couponResumed : apiMessages.couponPaused;
  return answerCoupon(ctx, coupon, body.shop_id, formatMessage(message, { code: coupon.code }));
}

/**
 * Ends a coupon now and for good: checkout refuses it, it stays listed with its uses, and its code
 * may be given to a new coupon. Nothing is deleted. Ending what has ended changes nothing.
 */
export async function endCoupon(ctx: CouponsContext, scope: StaffScope, body: Body<'endCoupon'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const coupon = await ctx.db.transaction(async (tx) => {
    const before = reachable(
      scope,
      body.shop_id,
      await findCouponById(tx, scope.member.profileId, body.coupon_id, true),
    );
    if (before.endedAt) return before;
    const row = await endCouponNow(tx, before.id);
    await recordRewardChange(tx, {
      profileId: row.profileId,
      shopId: row.shopId,
      couponId: row.id,
      staffId: scope.member.id,
      change: { ended_at: { from: null, to: recorded(row.endedAt) } },
    });
    return row;
  });
  return answerCoupon(ctx, coupon, body.shop_id, formatMessage(apiMessages.couponEnded, { code: coupon.code }));
}

/** The coupon's newest uses, with no more of the customer than a first name. */
export async function couponUses(
  ctx: CouponsContext,
  scope: StaffScope,
  body: Body<'couponUses'>,
): Promise<TCouponUse[]> {
  requireShop(scope, body.shop_id, 'manageShop');
  reachable(scope, body.shop_id, await findCouponById(ctx.db, scope.member.profileId, body.coupon_id));
  const rows = await usesOf(ctx.db, body.coupon_id, couponLimits.usesShown);
  return rows.map((row) => ({
    order_id: row.orderId,
    order_number: row.orderNumber,
    at: row.at.toISOString(),
    shop: row.shop,
    first_name: row.firstName,
    discount: toReais(row.discountCents),
  }));
}

const wireCashback = (ctx: CouponsContext, settings: CashbackSettings) => ({
  percent: settings.percent,
  expiry_days: settings.days ?? ctx.cashbackDays,
  version: settings.version,
});

/** The shop's cashback: its percentage, and the days what it gives stays valid (the platform's unless set). */
export async function shopCashback(ctx: CouponsContext, scope: StaffScope, shopId: number) {
  requireShop(scope, shopId, 'manageShop');
  return wireCashback(ctx, await cashbackOf(ctx.db, shopId));
}

/**
 * Changes the shop's cashback at the version read. It holds for what orders earn from now on, when
 * they are delivered or picked up; what customers earned before keeps its amount and expiry.
 */
export async function saveShopCashback(ctx: CouponsContext, scope: StaffScope, body: Body<'saveShopCashback'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await cashbackOf(tx, body.shop_id, true);
    if (before.version !== body.version) {
      throw new AppError(ErrorType.EDIT_CONFLICT, apiMessages.cashbackEditConflict);
    }
    const after = await updateCashback(tx, body.shop_id, { percent: body.percent, days: body.expiry_days });
    const change: RewardChange = {};
    if (before.percent !== after.percent) change.cashback_percent = { from: before.percent, to: after.percent };
    if (before.days !== after.days) change.cashback_days = { from: before.days, to: after.days };
    await recordRewardChange(tx, {
      profileId: scope.member.profileId,
      shopId: body.shop_id,
      couponId: null,
      staffId: scope.member.id,
      change,
    });
    return after;
  });
  return { error_type: ErrorType.OK, message: apiMessages.cashbackSaved, cashback: wireCashback(ctx, saved) };
}
