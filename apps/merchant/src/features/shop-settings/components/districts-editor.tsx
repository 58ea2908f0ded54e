import { deliveryLimits } from '@delivery/contract/shop-delivery';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { applyFee, filterDistricts, setServed, type DistrictDraft } from '../delivery-form.ts';
import { MinutesInput } from './minutes-input.tsx';

type DistrictsEditorProps = {
  city: string;
  districts: DistrictDraft[];
  onChange: (districts: DistrictDraft[]) => void;
  /** What to show as wrong by district id, once a save was tried. */
  issues: Map<number, string> | null;
};

const text = messages.shopSettings.delivery;

/**
 * Every district of the shop's city: served or not, its fee and the minutes it adds. A search
 * narrows the list; marking, unmarking and the bulk fee act on the districts it shows.
 */
export function DistrictsEditor({ city, districts, onChange, issues }: DistrictsEditorProps) {
  const [query, setQuery] = useState('');
  const [bulkFee, setBulkFee] = useState<number | null>(null);
  const shown = filterDistricts(districts, query);
  const shownIds = new Set(shown.map((d) => d.districtId));
  const allServed = shown.length > 0 && shown.every((d) => d.served);
  const servedCount = districts.filter((d) => d.served).length;
  const setRow = (districtId: number, fields: Partial<DistrictDraft>) =>
    onChange(districts.map((d) => (d.districtId === districtId ? { ...d, ...fields } : d)));

  return (
    <section aria-labelledby="districts-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="districts-title" className="text-xl font-black text-ink-900">
          {text.districts}
        </h2>
        <p className="text-base font-semibold text-ink-700" aria-live="polite">
          {fill(text.districtsCount, { served: String(servedCount), total: String(districts.length) })}
        </p>
      </div>
      <p className="mt-1 text-base text-ink-700">{fill(text.districtsLead, { city })}</p>
      {districts.length === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-50 p-4 text-base font-semibold text-ink-700">{text.districtsEmpty}</p>
      ) : (
        <>
          <TextField
            type="search"
            label={text.filter}
            value={query}
            onValueChange={setQuery}
            autoComplete="off"
            className="mt-3"
          />
          <div className="mt-3 flex items-end gap-2">
            <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
              <MoneyField
                label={query.trim() ? text.bulkFeeFiltered : text.bulkFee}
                value={bulkFee}
                onValueChange={setBulkFee}
                max={deliveryLimits.feeMax}
              />
            </div>
            <Button
              variant="secondary"
              disabled={bulkFee === null}
              onClick={() => bulkFee !== null && onChange(applyFee(districts, shownIds, bulkFee))}
              className="h-13 shrink-0"
            >
              {text.bulkApply}
            </Button>
          </div>
          <div className="mt-3 flex items-end justify-between gap-3 border-b border-ink-200 pb-2">
            <Button
              variant="ghost"
              onClick={() => onChange(setServed(districts, shownIds, !allServed))}
              className="-ml-2"
            >
              {allServed ? text.serveNone : text.serveAll}
            </Button>
            <div
              aria-hidden="true"
              className="hidden text-sm font-bold text-ink-600 sm:grid sm:grid-cols-[9.5rem_7rem] sm:gap-3"
            >
              <span>{text.fee}</span>
              <span>{text.extraMinutes}</span>
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="py-4 text-base text-ink-700">{fill(text.filterEmpty, { query: query.trim() })}</p>
          ) : null}
          <ul className="divide-y divide-ink-100">
            {shown.map((district) => (
              <DistrictRow
                key={district.districtId}
                district={district}
                onChange={(fields) => setRow(district.districtId, fields)}
                issue={issues?.get(district.districtId) ?? null}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

type DistrictRowProps = {
  district: DistrictDraft;
  onChange: (fields: Partial<DistrictDraft>) => void;
  issue: string | null;
};

/** A phone stacks the fee and minutes under the name, each labelled; a wider screen makes a table row. */
function DistrictRow({ district, onChange, issue }: DistrictRowProps) {
  const { name } = district;
  return (
    <li
      data-testid="delivery-district"
      className="grid grid-cols-2 gap-x-3 gap-y-2 py-2.5 sm:grid-cols-[minmax(0,1fr)_9.5rem_7rem] sm:items-center"
    >
      <label className="col-span-2 flex min-h-12 cursor-pointer items-center gap-3 sm:col-span-1">
        <input
          type="checkbox"
          checked={district.served}
          onChange={(event) => onChange({ served: event.target.checked })}
          className="size-6 shrink-0 accent-ink-900"
        />
        <span className={`text-base font-bold ${district.served ? 'text-ink-900' : 'text-ink-600'}`}>{name}</span>
      </label>
      {district.served ? (
        <>
          <MoneyField
            label={
              <>
                {text.fee}
                <span className="sr-only"> ({name})</span>
              </>
            }
            labelClassName="mb-1 block text-sm font-bold text-ink-700 sm:sr-only"
            value={district.fee}
            onValueChange={(fee) => onChange({ fee })}
            max={deliveryLimits.feeMax}
          />
          <MinutesInput
            label={text.extraMinutes}
            name={name}
            value={district.minutes}
            onValueChange={(minutes) => onChange({ minutes })}
          />
        </>
      ) : (
        <span className="col-span-2 -mt-2 pl-9 text-sm text-ink-600 sm:col-span-2 sm:mt-0 sm:pl-0">
          {text.notServed}
        </span>
      )}
      {issue ? (
        <div className="col-span-full">
          <FieldError>{issue}</FieldError>
        </div>
      ) : null}
    </li>
  );
}
