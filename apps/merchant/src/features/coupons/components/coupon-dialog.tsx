import { couponKinds, type TCoupon } from '@delivery/contract/coupons';
import { useState, type FormEvent } from 'react';
import { Dialog, FormFooter } from '../../../components/dialog.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useSaveCoupon } from '../api/coupon-edits.ts';
import { formErrors, formOf, inputOf, type CouponForm } from '../coupon-form.ts';

type CouponDialogProps = {
  shopId: number;
  /** The coupon as the list has it now; absent for a new one. */
  coupon?: TCoupon;
  /** An operator may make a coupon of every shop. */
  operator: boolean;
  onClose: () => void;
};

const text = messages.coupons.form;

/** Makes a coupon, or edits one at the version its form was filled from. */
export function CouponDialog({ shopId, coupon, operator, onClose }: CouponDialogProps) {
  const save = useSaveCoupon(shopId);
  const [form, setForm] = useState(() => formOf(coupon));
  const [checked, setChecked] = useState(false);
  const change = (fields: Partial<CouponForm>) => setForm((current) => ({ ...current, ...fields }));
  const errors = checked ? formErrors(form) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(formErrors(form)).length > 0) return;
    save.mutate(inputOf(form, coupon?.coupon_id), { onSuccess: onClose });
  };

  return (
    <Dialog
      title={coupon ? text.editTitle : text.newTitle}
      onClose={onClose}
      wide
      testId="coupon-dialog"
      footer={<FormFooter form="coupon-form" label={text.save} busy={save.isPending} onCancel={onClose} />}
    >
      <form id="coupon-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <EditError error={save.error} onReload={() => (setForm(formOf(coupon)), save.reset())} />
        </div>
        <TextField
          label={text.code}
          value={form.code}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onValueChange={(code) => change({ code: code.toUpperCase() })}
          hint={text.codeHint}
          error={errors.code}
          className="sm:col-span-2"
        />
        <TextField
          label={text.description}
          value={form.description}
          maxLength={120}
          onValueChange={(description) => change({ description })}
          hint={text.descriptionHint}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <p className="mb-1.5 text-base font-bold text-ink-800">{text.kind}</p>
          <Segmented
            label={text.kind}
            value={form.kind}
            options={couponKinds.map((kind) => ({ value: kind, label: text.kinds[kind] }))}
            onChange={(kind) => change({ kind })}
          />
        </div>
        {form.kind === 'percent' ? (
          <TextField
            label={text.percent}
            value={form.percent}
            inputMode="numeric"
            maxLength={3}
            onValueChange={(percent) => change({ percent: percent.replace(/\D/g, '') })}
            error={errors.value}
          />
        ) : (
          <MoneyField
            label={text.amount}
            value={form.amount}
            onValueChange={(amount) => change({ amount })}
            error={errors.value}
            max={10_000}
          />
        )}
        <MoneyField
          label={text.minOrder}
          value={form.minOrder}
          onValueChange={(minOrder) => change({ minOrder })}
          hint={text.minOrderHint}
        />
        <TextField
          label={text.validFrom}
          type="date"
          value={form.validFrom}
          onValueChange={(validFrom) => change({ validFrom })}
          hint={text.validFromHint}
        />
        <TextField
          label={text.validTo}
          type="date"
          value={form.validTo}
          min={form.validFrom || undefined}
          onValueChange={(validTo) => change({ validTo })}
          hint={text.validToHint}
          error={errors.validTo}
        />
        <TextField
          label={text.usesPerCustomer}
          value={form.usesPerCustomer}
          inputMode="numeric"
          maxLength={4}
          onValueChange={(usesPerCustomer) => change({ usesPerCustomer: usesPerCustomer.replace(/\D/g, '') })}
          error={errors.usesPerCustomer}
        />
        <TextField
          label={text.maxUses}
          value={form.maxUses}
          inputMode="numeric"
          maxLength={7}
          onValueChange={(maxUses) => change({ maxUses: maxUses.replace(/\D/g, '') })}
          hint={text.maxUsesHint}
          error={errors.maxUses}
        />
        <label className="flex items-center gap-3 text-base font-bold text-ink-900 sm:col-span-2">
          <input
            type="checkbox"
            checked={form.firstOrder}
            onChange={(event) => change({ firstOrder: event.target.checked })}
            className="size-5 accent-ink-900"
          />
          {text.firstOrder}
        </label>
        {operator ? (
          <div className="sm:col-span-2">
            <label className="flex items-center gap-3 text-base font-bold text-ink-900">
              <input
                type="checkbox"
                checked={form.profileWide}
                onChange={(event) => change({ profileWide: event.target.checked })}
                className="size-5 accent-ink-900"
              />
              {text.profileWide}
            </label>
            <p className="mt-1 ml-8 text-sm text-ink-600">{text.profileWideHint}</p>
          </div>
        ) : null}
        {coupon ? <p className="text-sm text-ink-600 sm:col-span-2">{text.keepsOrders}</p> : null}
      </form>
    </Dialog>
  );
}
