import type { TCoupon, TCouponStatus } from '@delivery/contract/coupons';
import { Button } from '../../../components/button.tsx';
import { formatReais } from '@delivery/contract/money';
import { fill, messages } from '../../../lib/messages.ts';
import { couponRules, isEditable, usesText } from '../coupon-text.ts';

type CouponCardProps = {
  coupon: TCoupon;
  /** A pause or an end of it is on its way. */
  busy: boolean;
  onEdit: () => void;
  onUses: () => void;
  onPause: () => void;
  onResume: () => void;
  onEnd: () => void;
};

const text = messages.coupons;

const chipTone: Record<TCouponStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  paused: 'bg-amber-100 text-amber-950',
  expired: 'bg-ink-100 text-ink-800',
  ended: 'bg-ink-200 text-ink-800',
};

/** One coupon: its code and status, its rules in words, how much it was used, and what can be done with it. */
export function CouponCard({ coupon, busy, onEdit, onUses, onPause, onResume, onEnd }: CouponCardProps) {
  const live = isEditable(coupon);
  return (
    <li
      data-testid="coupon"
      className={`rounded-2xl bg-white p-4 shadow-sm ${coupon.status === 'ended' ? 'opacity-80' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono text-xl font-black tracking-wide break-all text-ink-900">{coupon.code}</p>
        <span className={`rounded-full px-3 py-1 text-sm font-bold ${chipTone[coupon.status]}`}>
          {text.status[coupon.status]}
        </span>
        {coupon.profile_wide ? (
          <span className="rounded-full bg-violet-100 px-3 py-1 text-sm font-bold text-violet-900">
            {text.profileWideBadge}
          </span>
        ) : null}
      </div>
      {coupon.description ? <p className="mt-1 text-base text-ink-800">{coupon.description}</p> : null}
      <p className="mt-1 text-base text-ink-700">{couponRules(coupon).join(' · ')}</p>
      <p className="mt-2 text-base font-semibold text-ink-900">
        {usesText(coupon)}
        {coupon.uses > 0 ? ` · ${fill(text.discountGiven, { value: formatReais(coupon.discount_total) })}` : null}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {live ? (
          <Button variant="secondary" onClick={onEdit}>
            {text.edit}
          </Button>
        ) : null}
        {live && coupon.status !== 'expired' ? (
          coupon.status === 'paused' ? (
            <Button variant="secondary" busy={busy} onClick={onResume}>
              {text.resume}
            </Button>
          ) : (
            <Button variant="secondary" busy={busy} onClick={onPause}>
              {text.pause}
            </Button>
          )
        ) : null}
        <Button variant="secondary" onClick={onUses}>
          {text.uses}
        </Button>
        {live ? (
          <Button variant="danger" busy={busy} onClick={onEnd}>
            {text.end}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
