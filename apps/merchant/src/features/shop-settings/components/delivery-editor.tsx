import type { TShopDeliveryResponse } from '@delivery/contract/shop-delivery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { shopDeliveryQuery, useSaveShopDelivery } from '../api/shop-delivery.ts';
import { deliveryIssues, formOf, inputOf, isChanged, type DeliveryForm } from '../delivery-form.ts';
import { BandsEditor } from './bands-editor.tsx';
import { DeliveryOrders } from './delivery-orders.tsx';
import { DistrictsEditor } from './districts-editor.tsx';

type DeliveryEditorProps = { shopId: number; answer: TShopDeliveryResponse };

/**
 * Pickup, minimum, free delivery amount and the fees by district or distance, saved at once at
 * the version they were read at. The form keeps that version until it is filled again (after a
 * save, or "Ver como ficou" after someone else's), so a newer one is never overwritten unseen.
 */
export function DeliveryEditor({ shopId, answer }: DeliveryEditorProps) {
  const client = useQueryClient();
  const save = useSaveShopDelivery(shopId);
  const [read, setRead] = useState(answer);
  const [base, setBase] = useState(() => formOf(answer));
  const [form, setForm] = useState(base);
  const [checked, setChecked] = useState(false);
  const change = (fields: Partial<DeliveryForm>) => setForm((current) => ({ ...current, ...fields }));
  const { mode } = read;

  const refill = (fresh: TShopDeliveryResponse) => {
    const filled = formOf(fresh);
    setRead(fresh);
    setBase(filled);
    setForm(filled);
    setChecked(false);
    save.reset();
  };
  const issues = deliveryIssues(form, mode);
  const shown = checked ? issues : null;
  const changed = isChanged(form, base, mode);

  const submit = () => {
    setChecked(true);
    if (issues) return;
    save.mutate({ ...inputOf(form, mode), version: read.version }, { onSuccess: refill });
  };
  const reload = async () => refill(await client.fetchQuery({ ...shopDeliveryQuery(shopId), staleTime: 0 }));

  const last = read.last_change;
  const status = shown
    ? (shown.noWay ?? messages.shopSettings.fixFirst)
    : changed
      ? messages.shopSettings.unsaved
      : last
        ? last.by
          ? fill(messages.shopSettings.lastChange, { name: last.by, when: formatDateTime(last.at) })
          : fill(messages.shopSettings.lastChangeUnknown, { when: formatDateTime(last.at) })
        : null;

  return (
    <section aria-label={messages.shopSettings.delivery.title} className="mt-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <DeliveryOrders form={form} onChange={change} issues={shown} />
        {mode === 'DISTRICT' ? (
          <DistrictsEditor
            city={read.city}
            districts={form.districts}
            onChange={(districts) => change({ districts })}
            issues={shown?.districts ?? null}
          />
        ) : (
          <BandsEditor form={form} onChange={change} issues={shown} />
        )}
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
