import { locale } from '@delivery/contract/constants';
import type { TCoupon, TCouponStatus } from '@delivery/contract/coupons';
import { formatReais } from '@delivery/contract/money';
import { fill, messages, plural } from '../../lib/messages.ts';

// A coupon's days are calendar dates of the shop, not instants: read in UTC they never shift.
const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** '31/03/2026' from '2026-03-31'. */
export const formatDay = (date: string): string => day.format(Date.parse(`${date}T00:00:00Z`));

const rules = messages.coupons.rules;

/** A coupon's rules in words, each a short phrase: the discount first. */
export function couponRules(coupon: TCoupon): string[] {
  const validity =
    coupon.valid_from && coupon.valid_to
      ? fill(rules.between, { from: formatDay(coupon.valid_from), to: formatDay(coupon.valid_to) })
      : coupon.valid_from
        ? fill(rules.from, { from: formatDay(coupon.valid_from) })
        : coupon.valid_to
          ? fill(rules.until, { to: formatDay(coupon.valid_to) })
          : null;
  return [
    coupon.kind === 'percent'
      ? fill(rules.percent, { value: coupon.value })
      : fill(rules.fixed, { value: formatReais(coupon.value) }),
    coupon.min_order > 0 ? fill(rules.minimum, { value: formatReais(coupon.min_order) }) : null,
    coupon.first_order ? rules.firstOrder : null,
    plural(rules.perCustomer, coupon.uses_per_customer),
    coupon.max_uses === null ? null : fill(rules.maxUses, { count: coupon.max_uses.toLocaleString(locale) }),
    validity,
  ].filter((rule): rule is string => rule !== null);
}

/** How much it was used: '3 usos', or '3 de 100 usos' under a limit. */
export const usesText = (coupon: TCoupon): string =>
  coupon.max_uses === null
    ? plural(messages.coupons.used, coupon.uses)
    : fill(messages.coupons.usedOf, {
        count: coupon.uses.toLocaleString(locale),
        max: coupon.max_uses.toLocaleString(locale),
      });

/** The live ones first (active, scheduled, paused), then the ones that no longer apply; newest first within. */
const rank: Record<TCouponStatus, number> = { active: 0, scheduled: 0, paused: 0, expired: 1, ended: 1 };

export const inListOrder = (coupons: readonly TCoupon[]): TCoupon[] =>
  [...coupons].sort((a, b) => rank[a.status] - rank[b.status]);

/** Whether the coupon can still change: an ended one stays as it ended. */
export const isEditable = (coupon: TCoupon): boolean => coupon.status !== 'ended';
