import type { TShopDeliveryResponse } from '@delivery/contract/shop-delivery';
import { useQueryClient } from '@tanstack/react-query';
import { SaveBar } from '../../../components/save-bar.tsx';
import { useVersionedForm } from '../../../hooks/use-versioned-form.ts';
import { messages } from '../../../lib/messages.ts';
import { shopDeliveryQuery, useSaveShopDelivery } from '../api/shop-delivery.ts';
import { deliveryIssues, formOf, inputOf, isChanged } from '../delivery-form.ts';
import { BandsEditor } from './bands-editor.tsx';
import { DeliveryOrders } from './delivery-orders.tsx';
import { DistrictsEditor } from './districts-editor.tsx';

type DeliveryEditorProps = { shopId: number; answer: TShopDeliveryResponse };

/** Pickup, minimum, free delivery amount and the fees by district or distance, saved at once at their version. */
export function DeliveryEditor({ shopId, answer }: DeliveryEditorProps) {
  const client = useQueryClient();
  const save = useSaveShopDelivery(shopId);
  const editor = useVersionedForm({
    answer,
    save,
    formOf: (read: TShopDeliveryResponse) => formOf(read),
    issuesOf: (form, read) => deliveryIssues(form, read.mode),
    isChanged: (form, base, read) => isChanged(form, base, read.mode),
    inputOf: (form, read) => ({ ...inputOf(form, read.mode), version: read.version }),
    fetchFresh: () => client.fetchQuery({ ...shopDeliveryQuery(shopId), staleTime: 0 }),
  });
  const { form, read, change, shown } = editor;

  return (
    <section aria-label={messages.shopSettings.delivery.title} className="mt-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <DeliveryOrders form={form} onChange={change} issues={shown} />
        {read.mode === 'DISTRICT' ? (
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
      <SaveBar editor={editor} save={save} last={read.last_change} problem={shown?.noWay} />
    </section>
  );
}
