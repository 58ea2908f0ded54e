import { serverMessage } from '@delivery/client/api-error';
import type { TStatement, TStatementLine } from '@delivery/contract/statements';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChartIcon, CheckIcon, ChevronDownIcon, DownloadIcon, PrinterIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { fill, plural } from '../../../lib/messages.ts';
import { shopPageLink } from '../../../lib/shop-link.ts';
import { useStatement } from '../api/statement.ts';
import { useStatementExport } from '../api/statement-export.ts';
import { formatPeriod, statusText } from '../statement-format.ts';
import { statementsPath } from '../statement-link.ts';
import { statementMessages } from '../statement-messages.ts';
import '../statement-print.css';
import { BalanceCard } from './balance-card.tsx';
import { FiguresBreakdown } from './figures-breakdown.tsx';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';
import { StatementLines } from './statement-lines.tsx';
import { StatusBadge } from './status-badge.tsx';

const text = statementMessages;

type StatementDetailProps = {
  statementId: number;
  /** A line above the period: 'Período atual'; the shop's name when none is given. */
  kicker?: string;
  /** The marketplace's operators settle a closed statement from here. */
  operator: boolean;
};

/** One statement: its period and status, the balance, how it adds up, and each order's line. */
export function StatementDetail({ statementId, kicker, operator }: StatementDetailProps) {
  const statement = useStatement(statementId);
  if (statement.isPending) return <Loading className="justify-center p-12" />;
  if (statement.isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm">
        <FieldError>{serverMessage(statement.error) ?? text.loadFailed}</FieldError>
        {/* A refusal stays one: only a failed read is worth another try. */}
        {serverMessage(statement.error) === null ? (
          <Button variant="secondary" onClick={() => void statement.refetch()}>
            {text.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <Sheet statement={statement.data.statement} lines={statement.data.lines} kicker={kicker} operator={operator} />
  );
}

type SheetProps = {
  statement: TStatement;
  lines: readonly TStatementLine[];
  kicker: string | undefined;
  operator: boolean;
};

function Sheet({ statement, lines, kicker, operator }: SheetProps) {
  // The period's days are the shop's, in the time zone the statement carries.
  const timeZone = statement.time_zone;
  const exporting = useStatementExport(statement.statement_id);
  const [marking, setMarking] = useState(false);
  // A period with no order and no fee has nothing to break down: it says so instead.
  const quiet = statement.orders === 0 && Object.values(statement.figures).every((value) => value === 0);
  return (
    <article
      aria-labelledby={`statement-${statement.statement_id}`}
      data-testid="statement"
      className="statement-sheet space-y-4"
    >
      <header className="hidden border-b-2 border-black pb-2 print:block">
        <p className="text-xl font-black">{fill(text.printTitle, { shop: statement.shop_name })}</p>
        <p className="text-base font-bold">
          {formatPeriod(statement, timeZone, true)} · {fill(text.printStatus, { status: statusText(statement) })} ·{' '}
          {plural(text.orders, statement.orders)}
        </p>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-3 text-base font-bold text-ink-600">
            {kicker ?? statement.shop_name}
            {operator && kicker === undefined ? (
              // An operator who came from the balances goes on to the shop's other statements.
              <Link
                to={shopPageLink(statementsPath, statement.shop_id)}
                className="inline-flex min-h-11 items-center gap-1 text-ink-900 underline decoration-2 underline-offset-4 focus-visible:outline-3 focus-visible:outline-sky-600"
              >
                {text.shopStatements}
                <ChevronDownIcon className="size-5 -rotate-90" />
              </Link>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={`statement-${statement.statement_id}`} className="text-2xl font-black tracking-tight text-ink-900">
              {formatPeriod(statement, timeZone)}
            </h2>
            <StatusBadge statement={statement} />
          </div>
          <p className="mt-0.5 text-base text-ink-700">{plural(text.orders, statement.orders)}</p>
        </div>
        <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1 max-sm:[&>*]:px-2 max-sm:[&>*]:whitespace-nowrap">
          {operator && statement.status === 'closed' ? (
            <Button variant="accept" onClick={() => setMarking(true)} className="max-sm:basis-full">
              <CheckIcon />
              {text.markPaid.action}
            </Button>
          ) : null}
          <Button variant="secondary" busy={exporting.isPending} disabled={quiet} onClick={() => exporting.mutate()}>
            {exporting.isPending ? null : <DownloadIcon />}
            {text.exportCsv}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <PrinterIcon />
            {text.print}
          </Button>
        </div>
      </div>
      <BalanceCard statement={statement} />
      {quiet ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-sm">
          <span className="grid size-14 place-items-center rounded-full bg-ink-100 text-ink-600 print:hidden">
            <ChartIcon className="size-7" />
          </span>
          <p className="text-xl font-black text-ink-900">
            {statement.status === 'open' ? text.empty : text.emptyClosed}
          </p>
          {statement.status === 'open' ? <p className="max-w-md text-base text-ink-700">{text.emptyHint}</p> : null}
        </div>
      ) : (
        <>
          <FiguresBreakdown figures={statement.figures} paid={statement.status === 'paid'} />
          {lines.length > 0 ? <StatementLines lines={lines} timeZone={timeZone} /> : null}
        </>
      )}
      {marking ? <MarkPaidDialog statement={statement} onClose={() => setMarking(false)} /> : null}
    </article>
  );
}
