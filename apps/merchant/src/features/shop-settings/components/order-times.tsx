import { hoursLimits } from '@delivery/contract/shop-hours';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import type { HoursForm, HoursIssues } from '../hours-form.ts';

type OrderTimesProps = {
  form: HoursForm;
  onChange: (fields: Partial<HoursForm>) => void;
  issues: HoursIssues | null;
};

const text = messages.shopSettings.hours;

/** Digits only: minutes are whole. */
const digits = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);

/** How long orders take (the estimate customers read) and how long the shop has to accept one. */
export function OrderTimes({ form, onChange, issues }: OrderTimesProps) {
  const { estimate, acceptMinutes } = hoursLimits;
  return (
    <section aria-labelledby="order-times-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="order-times-title" className="text-xl font-black text-ink-900">
        {text.orders}
      </h2>
      <fieldset className="mt-3">
        <legend className="text-base font-bold text-ink-800">{text.estimate}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-3">
          <TextField
            label={text.estimateMin}
            inputMode="numeric"
            min={estimate.min}
            max={estimate.max}
            value={form.estimateMin}
            onValueChange={(typed) => onChange({ estimateMin: digits(typed) })}
            aria-invalid={issues?.estimate ? true : undefined}
          />
          <TextField
            label={text.estimateMax}
            inputMode="numeric"
            min={estimate.min}
            max={estimate.max}
            value={form.estimateMax}
            onValueChange={(typed) => onChange({ estimateMax: digits(typed) })}
            aria-invalid={issues?.estimate ? true : undefined}
          />
        </div>
        {issues?.estimate ? <FieldError>{issues.estimate}</FieldError> : null}
        <p className="mt-1.5 text-sm text-ink-600">
          {fill(text.estimateHint, { min: form.estimateMin || '?', max: form.estimateMax || '?' })}
        </p>
      </fieldset>
      <TextField
        label={text.acceptMinutes}
        inputMode="numeric"
        min={acceptMinutes.min}
        max={acceptMinutes.max}
        value={form.acceptMinutes}
        onValueChange={(typed) => onChange({ acceptMinutes: digits(typed) })}
        hint={text.acceptHint}
        error={issues?.acceptMinutes ?? null}
        className="mt-4"
      />
    </section>
  );
}
