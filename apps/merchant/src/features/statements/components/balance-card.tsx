import type { TStatement } from '@delivery/contract/statements';
import { fill } from '../../../lib/messages.ts';
import { balanceWords, dayIn, formatDay, periodDays, toneClass, type BalanceTone } from '../statement-format.ts';
import { statementMessages } from '../statement-messages.ts';

const text = statementMessages;

const cardTones: Record<BalanceTone, string> = {
  receive: 'border-emerald-200 bg-emerald-50',
  pay: 'border-amber-300 bg-amber-50',
  settled: 'border-ink-200 bg-white',
};

const hints: Record<BalanceTone, string> = {
  receive: text.balance.receiveHint,
  pay: text.balance.payHint,
  settled: text.balance.settledHint,
};

const paidHints: Record<BalanceTone, string> = {
  receive: text.balance.receivedHint,
  pay: text.balance.paidHint,
  settled: text.balance.settledHint,
};

/** The statement's balance, big: who pays whom and how much, and where the period stands. */
export function BalanceCard({ statement }: { statement: TStatement }) {
  const paid = statement.status === 'paid';
  const { tone, label, amount } = balanceWords(statement.figures.balance, paid);
  // Settled, the money asks for nothing more: the card is calm, whichever way it went.
  const look = paid ? 'settled' : tone;
  return (
    <section
      aria-label={text.figureLabels.balance}
      className={`rounded-2xl border-2 p-4 sm:p-6 print:border-ink-400 print:p-3 ${cardTones[look]}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p data-testid="statement-balance" className={`flex flex-wrap items-baseline gap-x-3 ${toneClass[look]}`}>
          <span className="text-xl font-black sm:text-2xl">{label}</span>{' '}
          {amount ? (
            <span className="text-4xl font-black tracking-tight tabular-nums sm:text-5xl print:text-3xl">{amount}</span>
          ) : null}{' '}
          {statement.status === 'open' && tone !== 'settled' ? (
            <span className="rounded-full bg-white/80 px-2.5 py-0.5 text-sm font-bold text-ink-700">
              {text.balance.partial}
            </span>
          ) : null}
        </p>
        <p className="max-w-md text-base font-semibold text-ink-800">{(paid ? paidHints : hints)[tone]}</p>
      </div>
      <p className="mt-2 text-sm text-ink-700">{standing(statement)}</p>
    </section>
  );
}

/** Where the period stands: still open until a day, closed, or paid by which transfer. */
function standing(statement: TStatement): string {
  const timeZone = statement.time_zone;
  if (statement.paid) {
    const values = { date: formatDay(statement.paid.on, true), reference: statement.paid.reference };
    return statement.paid.by
      ? fill(text.paidWithBy, { ...values, name: statement.paid.by })
      : fill(text.paidWith, values);
  }
  if (statement.status === 'open') {
    return fill(text.runsUntil, { date: formatDay(periodDays(statement, timeZone).last) });
  }
  return statement.closed_at ? fill(text.closedOn, { date: formatDay(dayIn(statement.closed_at, timeZone)) }) : '';
}
