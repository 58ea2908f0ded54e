import type { TShopHoursResponse } from '@delivery/contract/shop-hours';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { shopHoursQuery, useSaveShopHours } from '../api/shop-hours.ts';
import { formOf, hoursIssues, inputOf, isChanged, type HoursForm } from '../hours-form.ts';
import { ExceptionsEditor } from './exceptions-editor.tsx';
import { OrderTimes } from './order-times.tsx';
import { WeekEditor } from './week-editor.tsx';

type HoursEditorProps = { shopId: number; answer: TShopHoursResponse };

/**
 * The week, the special dates and the order times, edited together and saved at once at the
 * version they were read at. The form keeps that version until it is filled again (after a save,
 * or "Ver como ficou" after someone else's), so a newer one is never overwritten unseen.
 */
export function HoursEditor({ shopId, answer }: HoursEditorProps) {
  const client = useQueryClient();
  const save = useSaveShopHours(shopId);
  const [read, setRead] = useState(answer);
  const [base, setBase] = useState(() => formOf(answer.hours));
  const [form, setForm] = useState(base);
  const [checked, setChecked] = useState(false);
  const change = (fields: Partial<HoursForm>) => setForm((current) => ({ ...current, ...fields }));

  const refill = (fresh: TShopHoursResponse) => {
    const filled = formOf(fresh.hours);
    setRead(fresh);
    setBase(filled);
    setForm(filled);
    setChecked(false);
    save.reset();
  };
  const issues = hoursIssues(form, read.today);
  const shown = checked ? issues : null;
  const changed = isChanged(form, base);

  const submit = () => {
    setChecked(true);
    if (issues) return;
    save.mutate({ ...inputOf(form), version: read.version }, { onSuccess: refill });
  };
  const reload = async () => refill(await client.fetchQuery({ ...shopHoursQuery(shopId), staleTime: 0 }));

  const last = read.last_change;
  const status = shown
    ? messages.shopSettings.fixFirst
    : changed
      ? messages.shopSettings.unsaved
      : last
        ? last.by
          ? fill(messages.shopSettings.lastChange, { name: last.by, when: formatDateTime(last.at) })
          : fill(messages.shopSettings.lastChangeUnknown, { when: formatDateTime(last.at) })
        : null;

  return (
    <section aria-label={messages.shopSettings.hours.title} className="mt-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <WeekEditor week={form.week} onChange={(week) => change({ week })} issues={shown} />
        <div className="grid gap-4">
          <ExceptionsEditor
            exceptions={form.exceptions}
            today={read.today}
            onChange={(exceptions) => change({ exceptions })}
            issues={shown?.exceptions ?? null}
          />
          <OrderTimes form={form} onChange={change} issues={shown} />
        </div>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-ink-200 bg-ink-50/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6">
        <EditError
          error={save.error}
          onReload={() => void reload()}
          className="mb-3 flex flex-wrap items-center gap-x-4"
        />
        <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {status ? (
            <p
              role={shown ? 'alert' : undefined}
              className={`min-w-0 flex-1 text-base ${shown ? 'font-bold text-brand-700' : 'text-ink-700'} max-sm:basis-full`}
            >
              {status}
            </p>
          ) : null}
          {changed ? (
            <Button variant="secondary" onClick={() => refill(read)} className="max-sm:flex-1">
              {messages.shopSettings.discard}
            </Button>
          ) : null}
          <Button busy={save.isPending} disabled={!changed} onClick={submit} className="max-sm:flex-1">
            {messages.shopSettings.save}
          </Button>
        </div>
      </div>
    </section>
  );
}
