import { cancelReasons, rejectReasons, type TBoardOrder } from '@delivery/contract/board';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { useCancelOrder, useRejectOrder } from '../api/order-moves.ts';
import { refundOnCancelText } from '../order-text.ts';

const other = 'other';

const kinds = {
  reject: {
    reasons: rejectReasons,
    title: messages.reason.rejectTitle,
    lead: messages.reason.rejectLead,
    submit: messages.reason.rejectSubmit,
  },
  cancel: {
    reasons: cancelReasons,
    title: messages.reason.cancelTitle,
    lead: messages.reason.cancelLead,
    submit: messages.reason.cancelSubmit,
  },
} as const;

type ReasonDialogProps = { kind: keyof typeof kinds; order: TBoardOrder; onClose: () => void };

/** Rejects a new order, or cancels an accepted one, with a reason from the contract's list or typed. */
export function ReasonDialog({ kind, order, onClose }: ReasonDialogProps) {
  const texts = kinds[kind];
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const reject = useRejectOrder();
  const cancel = useCancelOrder();
  const move = kind === 'reject' ? reject : cancel;
  const reason = choice === other ? typed.trim() : choice;
  const refundNote = refundOnCancelText(order);
  const error = !checked
    ? null
    : choice === ''
      ? messages.reason.pick
      : reason.length < 3
        ? messages.reason.tooShort
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reason.length < 3) return;
    move.mutate({ order_id: order.order_id, reason }, { onSuccess: onClose });
  };

  return (
    <Dialog
      title={fill(texts.title, { number: order.order_number })}
      description={texts.lead}
      onClose={onClose}
      testId={`${kind}-dialog`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {refundNote ? (
          <p
            data-testid="reason-refund-note"
            className={`rounded-lg px-3 py-2 text-base font-semibold ${
              order.payment.refund_if_cancelled === 'shop' ? 'bg-amber-50 text-amber-950' : 'bg-sky-50 text-sky-950'
            }`}
          >
            {refundNote}
          </p>
        ) : null}
        <RadioGroup.Root
          value={choice}
          onValueChange={setChoice}
          aria-label={messages.reason.pick}
          className="grid gap-2"
        >
          {[...texts.reasons, other].map((value) => (
            <RadioGroup.Item
              key={value}
              value={value}
              className="flex min-h-14 items-center gap-3 rounded-xl border-2 border-ink-200 px-4 text-left text-base font-semibold text-ink-900 hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-sky-600 data-[state=checked]:border-ink-900 data-[state=checked]:bg-ink-50"
            >
              <span className="grid size-6 shrink-0 place-items-center rounded-full border-2 border-ink-400">
                <RadioGroup.Indicator className="size-3 rounded-full bg-ink-900" />
              </span>
              {value === other ? messages.reason.other : value}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {choice === other ? (
          <TextField
            label={messages.reason.otherLabel}
            value={typed}
            onValueChange={setTyped}
            maxLength={200}
            autoFocus
          />
        ) : null}
        {error ? <FieldError>{error}</FieldError> : null}
        <Button type="submit" variant="danger" size="lg" className="w-full" busy={move.isPending}>
          {texts.submit}
        </Button>
      </form>
    </Dialog>
  );
}
