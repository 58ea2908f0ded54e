import { deliveryLimits } from '@delivery/contract/shop-delivery';
import { PlusIcon, XIcon } from '../../../components/icons.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { nextBand, type BandDraft, type DeliveryForm, type DeliveryIssues } from '../delivery-form.ts';
import { MinutesInput } from './minutes-input.tsx';

type BandsEditorProps = {
  form: DeliveryForm;
  onChange: (fields: Partial<DeliveryForm>) => void;
  issues: DeliveryIssues | null;
};

const text = messages.shopSettings.delivery;

/** Digits and one comma or dot: a distance or a coordinate as typed. */
const decimalTyped = (typed: string, signed: boolean) =>
  typed.replace(signed ? /[^\d,.-]/g : /[^\d,.]/g, '').slice(0, 14);

/** GEOCODE mode: where the shop stands, and the fee and extra minutes of each distance band. */
export function BandsEditor({ form, onChange, issues }: BandsEditorProps) {
  const { bands } = form;
  const setBand = (key: number, fields: Partial<BandDraft>) =>
    onChange({ bands: bands.map((band) => (band.key === key ? { ...band, ...fields } : band)) });
  const full = bands.length >= deliveryLimits.bands;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="bands-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="bands-title" className="text-xl font-black text-ink-900">
          {text.bands}
        </h2>
        <p className="mt-1 text-base text-ink-700">{text.bandsLead}</p>
        {issues?.list ? <FieldError>{issues.list}</FieldError> : null}
        {bands.length === 0 ? (
          <p className="mt-3 rounded-xl bg-ink-50 p-4 text-base font-semibold text-ink-700">{text.bandsEmpty}</p>
        ) : (
          <div
            aria-hidden="true"
            className="mt-3 hidden border-b border-ink-200 pb-2 text-sm font-bold text-ink-600 sm:grid sm:grid-cols-[7rem_9.5rem_7rem_2.75rem] sm:gap-3"
          >
            <span>{text.maxKm}</span>
            <span>{text.fee}</span>
            <span>{text.extraMinutes}</span>
          </div>
        )}
        <ol className="divide-y divide-ink-100">
          {bands.map((band, index) => {
            const number = String(index + 1);
            const issue = issues?.bands.get(band.key) ?? null;
            return (
              <li
                key={band.key}
                data-testid="delivery-band"
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] items-end gap-x-3 gap-y-2 py-2.5 sm:grid-cols-[7rem_9.5rem_7rem_2.75rem] sm:items-center"
              >
                <div>
                  <label
                    htmlFor={`band-km-${band.key}`}
                    className="mb-1 block text-sm font-bold text-ink-700 sm:sr-only"
                  >
                    {text.maxKm}
                    <span className="sr-only"> ({fill(text.maxKmOf, { number })})</span>
                  </label>
                  <input
                    id={`band-km-${band.key}`}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={band.maxKm}
                    onChange={(event) => setBand(band.key, { maxKm: decimalTyped(event.target.value, false) })}
                    aria-invalid={issue ? true : undefined}
                    className={`block h-13 w-full rounded-xl border-2 bg-white px-4 text-lg text-ink-900 tabular-nums focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none ${
                      issue ? 'border-brand-600' : 'border-ink-200'
                    }`}
                  />
                </div>
                <MoneyField
                  label={
                    <>
                      {text.fee}
                      <span className="sr-only"> ({fill(text.bandFeeOf, { number })})</span>
                    </>
                  }
                  labelClassName="mb-1 block text-sm font-bold text-ink-700 sm:sr-only"
                  value={band.fee}
                  onValueChange={(fee) => setBand(band.key, { fee })}
                  max={deliveryLimits.feeMax}
                />
                <div className="row-start-2 sm:row-start-auto">
                  <MinutesInput
                    label={text.extraMinutes}
                    name={fill(text.bandMinutesOf, { number })}
                    value={band.minutes}
                    onValueChange={(minutes) => setBand(band.key, { minutes })}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => onChange({ bands: bands.filter((other) => other.key !== band.key) })}
                  aria-label={fill(text.removeBand, { number })}
                  className="col-start-3 row-start-1 grid size-11 place-items-center self-end rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600 sm:col-start-auto sm:row-start-auto sm:self-center"
                >
                  <XIcon className="size-5" />
                </button>
                {issue ? (
                  <div className="col-span-full">
                    <FieldError>{issue}</FieldError>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          disabled={full}
          onClick={() => onChange({ bands: [...bands, nextBand(bands)] })}
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-base font-bold text-ink-800 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <PlusIcon className="size-4" />
          {text.addBand}
        </button>
        {full ? (
          <p className="text-sm text-ink-600">{fill(text.bandsFull, { count: String(deliveryLimits.bands) })}</p>
        ) : null}
      </section>
      <section aria-labelledby="location-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="location-title" className="text-xl font-black text-ink-900">
          {text.location}
        </h2>
        <p className="mt-1 text-base text-ink-700">{text.locationLead}</p>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <TextField
            label={text.latitude}
            inputMode="decimal"
            autoComplete="off"
            value={form.latitude}
            onValueChange={(typed) => onChange({ latitude: decimalTyped(typed, true) })}
            aria-invalid={issues?.location ? true : undefined}
          />
          <TextField
            label={text.longitude}
            inputMode="decimal"
            autoComplete="off"
            value={form.longitude}
            onValueChange={(typed) => onChange({ longitude: decimalTyped(typed, true) })}
            aria-invalid={issues?.location ? true : undefined}
          />
        </div>
        {issues?.location ? <FieldError>{issues.location}</FieldError> : null}
      </section>
    </div>
  );
}
