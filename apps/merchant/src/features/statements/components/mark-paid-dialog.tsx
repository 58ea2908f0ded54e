import { formatReais } from '@delivery/contract/money';
import type { TStatement } from '@delivery/contract/statements';
import { useState, type FormEvent } from 'react';
import { Dialog, FormFooter } from '../../../components/dialog.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { fill } from '../../../lib/messages.ts';
import { useMarkStatementPaid } from '../api/mark-statement-paid.ts';
import { balanceTone, dayIn, formatPeriod, toneClass } from '../statement-format.ts';
import { statementMessages } from '../statement-messages.ts';

const text = statementMessages.markPaid;

/** The API's limit on a transfer's reference. */
const REFERENCE_MAX = 100;

type MarkPaidDialogProps = { statement: TStatement; onClose: () => void };

/**
 * The operator records the transfer that settled a closed statement: its day (today unless told)
 * and its reference, with who pays whom in view so the direction is checked before saving.
 */
export function MarkPaidDialog({ statement, onClose }: MarkPaidDialogProps) {
  const markPaid = useMarkStatementPaid();
  // A dialog left open past midnight still allows the new day: the shop's, as the statement's period.
  const today = dayIn(useNow(60_000), statement.time_zone);
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [checked, setChecked] = useState(false);
  const errors = checked ? formErrors(paidOn, reference, today) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(formErrors(paidOn, reference, today)).length > 0) return;
    markPaid.mutate(
      { statement_id: statement.statement_id, paid_on: paidOn, reference: reference.trim() },
      { onSuccess: onClose },
    );
  };

  const tone = balanceTone(statement.figures.balance);
  const amount = formatReais(Math.abs(statement.figures.balance));
  const direction =
    tone === 'receive'
      ? fill(text.marketplacePays, { amount, shop: statement.shop_name })
      : tone === 'pay'
        ? fill(text.shopPays, { amount, shop: statement.shop_name })
        : text.nothing;

  return (
    <Dialog
      title={text.title}
      description={`${statement.shop_name} · ${formatPeriod(statement, statement.time_zone, true)}`}
      onClose={onClose}
      testId="mark-paid-dialog"
      footer={<FormFooter form="mark-paid-form" label={text.save} busy={markPaid.isPending} onCancel={onClose} />}
    >
      <form id="mark-paid-form" onSubmit={submit} noValidate className="grid gap-4">
        <EditError error={markPaid.error} onReload={() => markPaid.reset()} />
        <p
          data-testid="mark-paid-direction"
          className={`rounded-xl bg-ink-50 px-4 py-3 text-lg font-black ${toneClass[tone]}`}
        >
          {direction}
        </p>
        <TextField
          label={text.paidOn}
          type="date"
          value={paidOn}
          max={today}
          onValueChange={setPaidOn}
          error={errors.paidOn}
        />
        <TextField
          label={text.reference}
          value={reference}
          maxLength={REFERENCE_MAX}
          autoComplete="off"
          spellCheck={false}
          onValueChange={setReference}
          hint={text.referenceHint}
          error={errors.reference}
        />
      </form>
    </Dialog>
  );
}

/** What keeps the form from being sent, field by field: the API's rules, and no transfer dated ahead. */
function formErrors(paidOn: string, reference: string, today: string): { paidOn?: string; reference?: string } {
  return {
    ...(!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)
      ? { paidOn: text.dayMissing }
      : paidOn > today
        ? { paidOn: text.dayAhead }
        : {}),
    ...(reference.trim() === '' ? { reference: text.referenceMissing } : {}),
  };
}
