import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useShopDelivery } from '../api/shop-delivery.ts';
import { DeliveryEditor } from './delivery-editor.tsx';

/** The delivery section, once the shop's delivery settings are read. */
export function DeliverySection({ shopId }: { shopId: number }) {
  const delivery = useShopDelivery(shopId);
  if (delivery.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 p-6 text-lg font-semibold">
        <Spinner />
        {messages.app.loading}
      </div>
    );
  }
  if (delivery.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <FieldError>{serverMessage(delivery.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void delivery.refetch()}>
          {messages.shopSettings.retry}
        </Button>
      </div>
    );
  }
  // Filled once: a later read (another tab's save) must not wipe what is being typed.
  return <DeliveryEditor shopId={shopId} answer={delivery.data} />;
}
