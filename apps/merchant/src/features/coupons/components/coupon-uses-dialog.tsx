import { couponLimits, type TCoupon } from '@delivery/contract/coupons';
import { Dialog } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { formatReais } from '@delivery/contract/money';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useCouponUses } from '../api/shop-coupons.ts';

const text = messages.coupons.usesDialog;

/** Who used a coupon: the order, when, the customer's first name (nothing more) and the discount. */
export function CouponUsesDialog({
  shopId,
  coupon,
  onClose,
}: {
  shopId: number;
  coupon: TCoupon;
  onClose: () => void;
}) {
  const uses = useCouponUses(shopId, coupon.coupon_id);
  return (
    <Dialog
      title={fill(text.title, { code: coupon.code })}
      description={fill(text.lead, { max: couponLimits.usesShown })}
      onClose={onClose}
      testId="coupon-uses"
    >
      {uses.isPending ? (
        <Loading className="p-4" />
      ) : uses.isError ? (
        <FieldError>{serverMessage(uses.error) ?? messages.app.unknownError}</FieldError>
      ) : uses.data.length === 0 ? (
        <p className="py-2 text-base text-ink-700">{text.empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {uses.data.map((use) => (
            <li key={use.order_id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-base font-bold text-ink-900">
                  {fill(text.order, { number: use.order_number })} · {formatDateTime(use.at)}
                </p>
                <p className="truncate text-base text-ink-700">
                  {use.first_name || text.unnamed}
                  {coupon.profile_wide ? ` · ${use.shop}` : null}
                </p>
              </div>
              <p className="text-lg font-black text-emerald-800 tabular-nums">− {formatReais(use.discount)}</p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
