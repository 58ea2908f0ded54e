import type { TBoardOrder } from '@delivery/contract/board';
import { formatReais } from '@delivery/contract/money';
import { toCents, toReais } from '@delivery/contract/pricing';
import { serverMessage } from '@delivery/client/api-error';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { useRefundOrderPart } from '../api/refund-order-part.ts';
import { refundPartErrors } from '../refund-part.ts';

type RefundDialogProps = { order: TBoardOrder; onClose: () => void };

/**
 * "Estornar valor": gives back part of a card paid in the app, up to what is left, with the reason
 * the customer reads. A refusal shows here and keeps what was typed, to correct and send again.
 */
export function RefundDialog({ order, onClose }: RefundDialogProps) {
  const texts = messages.refundPart;
  // Cents, as every sum is done; the field and the wire speak reais.
  const [cents, setCents] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const refund = useRefundOrderPart();
  const refundable = order.payment.refundable ?? 0;
  const errors = refundPartErrors({ cents, reason }, refundable);
  const fieldError = checked && (errors.amount !== null || errors.reason !== null);

  // A value changed is a new attempt: the last refusal no longer speaks of it.
  const forgetRefusal = () => {
    if (refund.isError) refund.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (cents === null || errors.amount || errors.reason) return;
    refund.mutate({ order_id: order.order_id, amount: toReais(cents), reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <Dialog
      title={fill(texts.title, { number: order.order_number })}
      description={texts.lead}
      onClose={onClose}
      testId="refund-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <MoneyField
          label={texts.amount}
          value={cents === null ? null : toReais(cents)}
          onValueChange={(reais) => {
            setCents(reais === null ? null : toCents(reais));
            forgetRefusal();
          }}
          hint={fill(texts.upTo, { amount: formatReais(refundable) })}
          error={checked ? errors.amount : null}
        />
        <TextField
          label={texts.reason}
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            forgetRefusal();
          }}
          placeholder={texts.reasonPlaceholder}
          maxLength={200}
          error={checked ? errors.reason : null}
        />
        <p data-testid="refund-note" className="rounded-lg bg-sky-50 px-3 py-2 text-base font-semibold text-sky-950">
          {texts.note}
        </p>
        {/* A field's own error says it better: the board may have learnt that less is left meanwhile. */}
        {refund.isError && !fieldError ? (
          <FieldError>{serverMessage(refund.error) ?? messages.app.unknownError}</FieldError>
        ) : null}
        <Button type="submit" size="lg" className="w-full" busy={refund.isPending}>
          {texts.submit}
        </Button>
      </form>
    </Dialog>
  );
}
