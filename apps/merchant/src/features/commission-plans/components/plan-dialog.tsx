import { feePayers, maxMonthlyFee, maxOrderFee, type TCommissionPlan } from '@delivery/contract/finance';
import { statementPeriods } from '@delivery/contract/statements';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, FormFooter } from '../../../components/dialog.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fill } from '../../../lib/messages.ts';
import { useSaveCommissionPlan } from '../api/commission-plans.ts';
import { commissionMessages } from '../commission-messages.ts';
import {
  apiFieldError,
  channelFields,
  checkPlan,
  formOf,
  paymentFields,
  type PercentField,
  type PlanForm,
  type PlanFormErrors,
} from '../plan-form.ts';

type PlanDialogProps = {
  /** The shop whose own plan this is; absent for the marketplace's default. */
  shop?: { shop_id: number; name: string };
  /** What the form starts from: the plan being edited, or the default for a shop's first own plan. */
  plan: TCommissionPlan | null;
  onClose: () => void;
};

const text = commissionMessages.form;
const terms = commissionMessages.terms;

/** Sets the default plan or a shop's own: every term, checked as the contract checks it before it is sent. */
export function PlanDialog({ shop, plan, onClose }: PlanDialogProps) {
  const save = useSaveCommissionPlan();
  const [form, setForm] = useState(() => formOf(plan));
  // Each try to save; from the first, the form shows what the contract refuses.
  const [attempts, setAttempts] = useState(0);
  const change = (fields: Partial<PlanForm>) => {
    setForm((current) => ({ ...current, ...fields }));
    // The API's refusal was of the values sent: once one changes, it no longer applies.
    save.reset();
  };
  const refusedField = apiFieldError(save.error);
  const errors: PlanFormErrors = {
    ...(attempts > 0 ? (checkPlan(form, shop?.shop_id).errors ?? {}) : {}),
    ...(refusedField ? { [refusedField.field]: refusedField.message } : {}),
  };

  // On a phone's sheet the field to put right may be out of sight: after a refused save, the form's
  // or the API's, the first one takes the focus.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  useEffect(focusFirstError, [attempts]);
  useEffect(() => {
    if (save.error) focusFirstError();
  }, [save.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    const { input } = checkPlan(form, shop?.shop_id);
    if (input) save.mutate(input, { onSuccess: onClose });
  };

  const percentField = (field: PercentField) => (
    <TextField
      key={field}
      label={terms[field]}
      value={form[field]}
      inputMode="decimal"
      maxLength={6}
      autoComplete="off"
      onValueChange={(value) => change({ [field]: value.replace(/[^\d.,]/g, '') })}
      error={errors[field]}
    />
  );

  return (
    <Dialog
      title={shop ? fill(text.shopTitle, { shop: shop.name }) : text.defaultTitle}
      description={shop ? text.shopLead : text.defaultLead}
      onClose={onClose}
      wide
      testId="plan-dialog"
      footer={<FormFooter form="plan-form" label={text.save} busy={save.isPending} onCancel={onClose} />}
    >
      <form ref={formRef} id="plan-form" onSubmit={submit} noValidate className="space-y-6">
        <EditError error={refusedField ? null : save.error} onReload={() => save.reset()} />
        <Group title={text.channels} hint={text.channelsHint}>
          {channelFields.map(percentField)}
        </Group>
        <Group title={text.payments} hint={text.paymentsHint}>
          {paymentFields.map(percentField)}
        </Group>
        <Group title={text.fees}>
          <MoneyField
            label={terms.order_fee}
            value={form.order_fee}
            max={maxOrderFee}
            onValueChange={(order_fee) => change({ order_fee })}
            error={errors.order_fee}
          />
          <MoneyField
            label={terms.monthly_fee}
            value={form.monthly_fee}
            max={maxMonthlyFee}
            onValueChange={(monthly_fee) => change({ monthly_fee })}
            error={errors.monthly_fee}
          />
          <Choice
            label={terms.gateway_fee_payer}
            hint={text.gatewayHint}
            value={form.gateway_fee_payer}
            options={feePayers.map((payer) => ({ value: payer, label: commissionMessages.payers[payer] }))}
            onChange={(gateway_fee_payer) => change({ gateway_fee_payer })}
          />
          <Choice
            label={terms.statement_period}
            hint={text.periodHint}
            value={form.statement_period}
            options={statementPeriods.map((period) => ({ value: period, label: commissionMessages.periods[period] }))}
            onChange={(statement_period) => change({ statement_period })}
          />
        </Group>
        <p className="text-sm font-semibold text-ink-700">{text.appliesFromNow}</p>
      </form>
    </Dialog>
  );
}

/** A part of the form under its name, its fields two to a row from a tablet up. */
function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-lg font-black text-ink-900">{title}</legend>
      {hint ? <p className="text-sm text-ink-600">{hint}</p> : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type ChoiceProps<T extends string> = {
  label: string;
  hint: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A choice of two under its name: the whole width on a phone, as wide as its options from a tablet up. */
function Choice<T extends string>({ label, hint, value, options, onChange }: ChoiceProps<T>) {
  return (
    <div>
      <p className="mb-1.5 text-base font-bold text-ink-800">{label}</p>
      <div className="sm:w-fit">
        <Segmented label={label} value={value} options={options} onChange={onChange} />
      </div>
      <p className="mt-1.5 text-sm text-ink-600">{hint}</p>
    </div>
  );
}
