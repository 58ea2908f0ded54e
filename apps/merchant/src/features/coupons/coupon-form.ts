import type { CallInput } from '@delivery/contract/call';
import type { couponCalls } from '@delivery/contract/calls/coupons';
import { couponLimits, zCouponCode, type TCoupon, type TCouponKind } from '@delivery/contract/coupons';
import { messages } from '../../lib/messages.ts';

/** A coupon's form as typed: numbers stay text until saved, money in reais (null while empty). */
export type CouponForm = {
  code: string;
  description: string;
  kind: TCouponKind;
  percent: string;
  amount: number | null;
  minOrder: number | null;
  validFrom: string;
  validTo: string;
  usesPerCustomer: string;
  maxUses: string;
  firstOrder: boolean;
  profileWide: boolean;
  /** The version the form was filled from: saving names it, so a newer one refuses the save. */
  version: number | undefined;
};

export type CouponFormErrors = Partial<Record<'code' | 'value' | 'validTo' | 'usesPerCustomer' | 'maxUses', string>>;

export function formOf(coupon?: TCoupon): CouponForm {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    percent: coupon?.kind === 'percent' ? String(coupon.value) : '',
    amount: coupon?.kind === 'fixed' ? coupon.value : null,
    minOrder: coupon && coupon.min_order > 0 ? coupon.min_order : null,
    validFrom: coupon?.valid_from ?? '',
    validTo: coupon?.valid_to ?? '',
    usesPerCustomer: String(coupon?.uses_per_customer ?? 1),
    maxUses: coupon?.max_uses === null || coupon === undefined ? '' : String(coupon.max_uses),
    firstOrder: coupon?.first_order ?? false,
    profileWide: coupon?.profile_wide ?? false,
    version: coupon?.version,
  };
}

/** A whole number typed in a field, within bounds; null when it is not one. */
function wholeNumber(typed: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(typed.trim())) return null;
  const value = Number(typed.trim());
  return value >= min && value <= max ? value : null;
}

const text = messages.coupons.form;

/** What is wrong with the form, field by field, as the API's contract would refuse it. */
export function formErrors(form: CouponForm): CouponFormErrors {
  const errors: CouponFormErrors = {};
  if (!zCouponCode().safeParse(form.code).success) errors.code = text.codeInvalid;
  if (form.kind === 'percent' && wholeNumber(form.percent, 1, 100) === null) errors.value = text.percentInvalid;
  if (form.kind === 'fixed' && !(form.amount !== null && form.amount > 0)) errors.value = text.amountInvalid;
  if (form.validFrom && form.validTo && form.validTo < form.validFrom) errors.validTo = text.validToBefore;
  if (wholeNumber(form.usesPerCustomer, 1, couponLimits.usesPerCustomerMax) === null) {
    errors.usesPerCustomer = text.usesInvalid;
  }
  if (form.maxUses.trim() && wholeNumber(form.maxUses, 1, couponLimits.usesMax) === null) {
    errors.maxUses = text.usesInvalid;
  }
  return errors;
}

export type SaveCouponInput = Omit<CallInput<typeof couponCalls.saveCoupon>, 'shop_id' | 'token'>;

/** The save call's fields from a form without errors; an existing coupon names its id and version. */
export function inputOf(form: CouponForm, couponId?: number): SaveCouponInput {
  return {
    ...(couponId !== undefined && form.version !== undefined ? { coupon_id: couponId, version: form.version } : {}),
    code: form.code.trim().toUpperCase(),
    description: form.description.trim(),
    kind: form.kind,
    value: form.kind === 'percent' ? Number(form.percent.trim()) : (form.amount ?? 0),
    min_order: form.minOrder ?? 0,
    valid_from: form.validFrom || null,
    valid_to: form.validTo || null,
    uses_per_customer: Number(form.usesPerCustomer.trim()),
    max_uses: form.maxUses.trim() ? Number(form.maxUses.trim()) : null,
    first_order: form.firstOrder ? '1' : '0',
    profile_wide: form.profileWide ? '1' : '0',
  };
}
