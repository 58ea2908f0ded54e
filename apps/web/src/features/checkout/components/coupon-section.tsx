import type { TDiscountInfoResponse } from '@delivery/contract/rewards';
import { ErrorType } from '@delivery/contract/errors';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { useDiscount } from '../api/get-discount.ts';
import { CheckoutSection } from './choice-card.tsx';

export type AppliedCoupon = NonNullable<TDiscountInfoResponse['discount']>;

type CouponSectionProps = {
  token: string;
  shopId: number;
  totalProducts: number;
  value: AppliedCoupon | null;
  onChange: (value: AppliedCoupon | null) => void;
};

/** A coupon code checked by getDiscountInfo; the discount itself comes in the server's totals. */
export function CouponSection({ token, shopId, totalProducts, value, onChange }: CouponSectionProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const discount = useDiscount();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!typed) {
      setError(t('checkout.coupon.empty'));
      return;
    }
    setError(null);
    discount.mutate(
      { token, code: typed, shopId, totalProducts },
      {
        onSuccess: (answer) => {
          if (answer.error_type === ErrorType.OK && answer.discount) {
            onChange(answer.discount);
            setCode('');
          } else setError(answer.message);
        },
        onError: (failure) => setError(serverMessage(failure) ?? t('checkout.coupon.failed')),
      },
    );
  };

  return (
    <CheckoutSection title={t('checkout.coupon.title')}>
      {value ? (
        <div
          data-testid="applied-coupon"
          className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3"
        >
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" strokeWidth={2.4} />
          <div className="min-w-0 flex-1">
            <p className="font-bold text-emerald-900">{value.code}</p>
            <p className="text-sm text-emerald-900">{value.description}</p>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-emerald-900 hover:bg-emerald-100 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {t('checkout.coupon.remove')}
          </button>
        </div>
      ) : (
        <form onSubmit={apply} noValidate>
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                label={t('checkout.coupon.label')}
                value={code}
                onValueChange={(typed) => {
                  setCode(typed);
                  setError(null);
                }}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                placeholder={t('checkout.coupon.placeholder')}
                className="uppercase placeholder:normal-case"
              />
            </div>
            <Button type="submit" variant="secondary" className="h-12" disabled={discount.isPending}>
              {discount.isPending ? <Spinner className="size-5" /> : null}
              {t('checkout.coupon.apply')}
            </Button>
          </div>
          {error ? <FieldError>{error}</FieldError> : null}
        </form>
      )}
    </CheckoutSection>
  );
}
