import { couponLimits, type TShopCashback } from '@delivery/contract/coupons';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { fill, messages } from '../../../lib/messages.ts';
import { useSaveShopCashback, useShopCashback } from '../api/shop-cashback.ts';

const text = messages.coupons.cashback;

/**
 * The shop's cashback. The form is filled from the version read and starts again from each new one:
 * after a save, or after a refusal because someone else saved first, it shows what is saved, with
 * the refusal's message above it.
 */
export function CashbackCard({ shopId }: { shopId: number }) {
  const cashback = useShopCashback(shopId);
  const save = useSaveShopCashback(shopId);
  return (
    <section aria-labelledby="cashback-title" className="self-start rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="cashback-title" className="text-xl font-black text-ink-900">
        {text.title}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.lead}</p>
      {cashback.isPending ? (
        <Loading className="py-4" />
      ) : cashback.isError ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <FieldError>{serverMessage(cashback.error) ?? messages.app.unknownError}</FieldError>
          <Button variant="secondary" onClick={() => void cashback.refetch()}>
            {messages.coupons.retry}
          </Button>
        </div>
      ) : (
        <CashbackForm
          key={cashback.data.version}
          saved={cashback.data}
          error={save.error}
          busy={save.isPending}
          onSave={(settings) => save.mutate(settings)}
        />
      )}
    </section>
  );
}

type CashbackFormProps = {
  saved: TShopCashback;
  error: Error | null;
  busy: boolean;
  onSave: (settings: TShopCashback) => void;
};

const whole = (typed: string, max: number, min: number) =>
  /^\d{1,4}$/.test(typed) && Number(typed) >= min && Number(typed) <= max ? Number(typed) : null;

function CashbackForm({ saved, error, busy, onSave }: CashbackFormProps) {
  const [percent, setPercent] = useState(String(saved.percent));
  const [days, setDays] = useState(String(saved.expiry_days));
  const [checked, setChecked] = useState(false);
  const percentValue = whole(percent, couponLimits.cashbackPercentMax, 0);
  const daysValue = whole(days, couponLimits.cashbackDaysMax, 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (percentValue === null || daysValue === null) return;
    onSave({ version: saved.version, percent: percentValue, expiry_days: daysValue });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <p className="rounded-xl bg-ink-50 px-3 py-2 text-base font-semibold text-ink-900">
        {saved.percent > 0 ? fill(text.summary, { percent: saved.percent, days: saved.expiry_days }) : text.off}
      </p>
      {error ? <FieldError>{serverMessage(error) ?? messages.app.unknownError}</FieldError> : null}
      <TextField
        label={text.percent}
        value={percent}
        inputMode="numeric"
        maxLength={2}
        onValueChange={(typed) => setPercent(typed.replace(/\D/g, ''))}
        hint={fill(text.percentHint, { max: couponLimits.cashbackPercentMax })}
        error={
          checked && percentValue === null ? fill(text.percentInvalid, { max: couponLimits.cashbackPercentMax }) : null
        }
      />
      <TextField
        label={text.days}
        value={days}
        inputMode="numeric"
        maxLength={4}
        onValueChange={(typed) => setDays(typed.replace(/\D/g, ''))}
        hint={text.daysHint}
        error={checked && daysValue === null ? fill(text.daysInvalid, { max: couponLimits.cashbackDaysMax }) : null}
      />
      <p className="text-sm text-ink-600">{text.appliesNext}</p>
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        {text.save}
      </Button>
    </form>
  );
}
