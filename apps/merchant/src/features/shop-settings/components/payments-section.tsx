import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useShopPayments } from '../api/shop-payments.ts';
import { PaymentsEditor } from './payments-editor.tsx';

/** The payments section, once how the shop is paid is read. */
export function PaymentsSection({ shopId }: { shopId: number }) {
  const payments = useShopPayments(shopId);
  if (payments.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 p-6 text-lg font-semibold">
        <Spinner />
        {messages.app.loading}
      </div>
    );
  }
  if (payments.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <FieldError>{serverMessage(payments.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void payments.refetch()}>
          {messages.shopSettings.retry}
        </Button>
      </div>
    );
  }
  // Filled once: a later read (another tab's save) must not wipe what is being typed.
  return <PaymentsEditor shopId={shopId} answer={payments.data} />;
}
