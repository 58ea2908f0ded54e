import type { TShopPaymentsResponse } from '@delivery/contract/shop-payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { shopPaymentsQuery, useSaveShopPayments } from '../api/shop-payments.ts';
import { formOf, inputOf, isChanged, paymentsIssues, type PaymentsForm } from '../payments-form.ts';
import { PaymentMethods } from './payment-methods.tsx';
import { PixProvider } from './pix-provider.tsx';

type PaymentsEditorProps = { shopId: number; answer: TShopPaymentsResponse };

/**
 * The methods and the Pix provider, edited together and saved at once at the version they were
 * read at, as the hours are. After a save the form is filled again from the answer, so typed
 * secrets leave the page and the fields say "definido".
 */
export function PaymentsEditor({ shopId, answer }: PaymentsEditorProps) {
  const client = useQueryClient();
  const save = useSaveShopPayments(shopId);
  const [read, setRead] = useState(answer);
  const [base, setBase] = useState(() => formOf(answer.payments));
  const [form, setForm] = useState(base);
  const [checked, setChecked] = useState(false);
  const change = (fields: Partial<PaymentsForm>) => setForm((current) => ({ ...current, ...fields }));

  const refill = (fresh: TShopPaymentsResponse) => {
    const filled = formOf(fresh.payments);
    setRead(fresh);
    setBase(filled);
    setForm(filled);
    setChecked(false);
    save.reset();
  };
  const issues = paymentsIssues(form, read.profile_provider);
  const shown = checked ? issues : null;
  const changed = isChanged(form, base);

  const submit = () => {
    setChecked(true);
    if (issues) return;
    save.mutate({ ...inputOf(form), version: read.version }, { onSuccess: refill });
  };
  const reload = async () => refill(await client.fetchQuery({ ...shopPaymentsQuery(shopId), staleTime: 0 }));

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
    <section aria-label={messages.shopSettings.payments.title} className="mt-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <PaymentMethods form={form} flags={read.known_flags} onChange={change} issues={shown} />
        <PixProvider
          form={form}
          profileProvider={read.profile_provider}
          onChange={change}
          issues={shown?.provider ?? null}
        />
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
