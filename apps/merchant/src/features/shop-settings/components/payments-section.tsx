import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useShopPayments } from '../api/shop-payments.ts';
import { PaymentsEditor } from './payments-editor.tsx';

type PaymentsSectionProps = {
  shopId: number;
  /** The card paid in the app: its own block under the methods' form, read and saved apart. */
  card: ReactNode;
};

/** The payments section: the methods' form once how the shop is paid is read, then the card in the app. */
export function PaymentsSection({ shopId, card }: PaymentsSectionProps) {
  return (
    <>
      <PaymentsForm shopId={shopId} />
      {card}
    </>
  );
}

function PaymentsForm({ shopId }: { shopId: number }) {
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
