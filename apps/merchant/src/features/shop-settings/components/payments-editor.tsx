import type { TShopPaymentsResponse } from '@delivery/contract/shop-payments';
import { useQueryClient } from '@tanstack/react-query';
import { SaveBar } from '../../../components/save-bar.tsx';
import { useVersionedForm } from '../../../hooks/use-versioned-form.ts';
import { messages } from '../../../lib/messages.ts';
import { shopPaymentsQuery, useSaveShopPayments } from '../api/shop-payments.ts';
import { formOf, inputOf, isChanged, paymentsIssues } from '../payments-form.ts';
import { PaymentMethods } from './payment-methods.tsx';
import { PixProvider } from './pix-provider.tsx';

type PaymentsEditorProps = { shopId: number; answer: TShopPaymentsResponse };

/**
 * The methods and the Pix provider, edited together and saved at once at their version. After a
 * save the form is filled again from the answer, so typed secrets leave the page and the fields
 * say "definido".
 */
export function PaymentsEditor({ shopId, answer }: PaymentsEditorProps) {
  const client = useQueryClient();
  const save = useSaveShopPayments(shopId);
  const editor = useVersionedForm({
    answer,
    save,
    formOf: (read: TShopPaymentsResponse) => formOf(read.payments),
    issuesOf: (form, read) => paymentsIssues(form, read.profile_provider),
    isChanged: (form, base) => isChanged(form, base),
    inputOf: (form, read) => ({ ...inputOf(form), version: read.version }),
    fetchFresh: () => client.fetchQuery({ ...shopPaymentsQuery(shopId), staleTime: 0 }),
  });
  const { form, read, change, shown } = editor;

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
      <SaveBar editor={editor} save={save} last={read.last_change} />
    </section>
  );
}
