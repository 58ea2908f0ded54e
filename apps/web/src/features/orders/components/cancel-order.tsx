import { customerCancelReasons, type TCustomerCancelReason } from '@delivery/contract/orders';
import { serverMessage } from '@delivery/client/api-error';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button.tsx';
import { ChoiceList } from '../../../components/choice-list.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCancelMyOrder } from '../api/cancel-order.ts';

type CancelOrderProps = { token: string; orderId: number; paid: boolean };

/**
 * While the shop has not accepted the order, the customer may still call it off: a line that says
 * so and a button, then a sheet with the reason (the shop reads it on its board) and what happens
 * to the money. Once the shop accepts, the page no longer offers it (the server refuses it too).
 */
export function CancelOrder({ token, orderId, paid }: CancelOrderProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section
      data-testid="cancel-order"
      className="flex flex-wrap items-center gap-3 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm"
    >
      <p className="min-w-0 flex-1 text-sm text-ink-700">{t('orders.cancel.hint')}</p>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonClassName('secondary')} h-12 px-5`}>
        {t('orders.cancel.action')}
      </button>
      {open ? <CancelSheet token={token} orderId={orderId} paid={paid} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function CancelSheet({ token, orderId, paid, onClose }: CancelOrderProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const [reason, setReason] = useState<TCustomerCancelReason>(customerCancelReasons[0]);
  const cancel = useCancelMyOrder(token, orderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(reason, {
      onSuccess: (answer) => {
        showToast(answer.message);
        onClose();
      },
    });
  };
  return (
    <Sheet
      title={t('orders.cancel.title')}
      description={paid ? t('orders.cancel.paidNote') : t('orders.cancel.note')}
      closeLabel={tSpec('close')}
      onClose={onClose}
      testId="cancel-order-sheet"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 pt-1">
        <ChoiceList
          label={t('orders.cancel.reason')}
          value={reason}
          options={customerCancelReasons.map((option) => ({ value: option, label: option }))}
          onChange={setReason}
        />
        {cancel.isError ? <FieldError>{serverMessage(cancel.error) ?? t('orders.cancel.failed')}</FieldError> : null}
        <div className="flex flex-col gap-2">
          <SubmitButton busy={cancel.isPending}>{t('orders.cancel.confirm')}</SubmitButton>
          <button type="button" onClick={onClose} className={`${buttonClassName('secondary')} h-12 w-full text-base`}>
            {t('orders.cancel.keep')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
