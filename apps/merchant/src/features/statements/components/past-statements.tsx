import type { TStatement } from '@delivery/contract/statements';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { plural } from '../../../lib/messages.ts';
import { statementLink } from '../statement-link.ts';
import { balanceWords, formatPeriod, toneClass } from '../statement-format.ts';
import { statementMessages } from '../statement-messages.ts';
import { StatusBadge } from './status-badge.tsx';

const text = statementMessages;

/** The shop's closed periods, newest first, each opening its statement. */
export function PastStatements({ statements }: { statements: readonly TStatement[] }) {
  return (
    <section aria-labelledby="past-statements-title" className="print:hidden">
      <h2 id="past-statements-title" className="text-2xl font-black tracking-tight text-ink-900">
        {text.past}
      </h2>
      {statements.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{text.noPast}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm">
          {statements.map((statement) => {
            const balance = balanceWords(statement.figures.balance, statement.status === 'paid');
            return (
              <li key={statement.statement_id} data-testid="past-statement">
                <Link
                  to={statementLink(statement.statement_id)}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-sky-600 sm:px-5"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block text-lg font-bold text-ink-900">
                      {formatPeriod(statement, statement.time_zone)}
                    </span>
                    <span className="block text-sm text-ink-600">{plural(text.orders, statement.orders)}</span>
                  </span>
                  <StatusBadge statement={statement} />
                  <span
                    className={`text-right text-base font-black whitespace-nowrap tabular-nums max-sm:order-last max-sm:basis-full max-sm:text-left sm:min-w-48 ${toneClass[statement.status === 'paid' ? 'settled' : balance.tone]}`}
                  >
                    {balance.label} {balance.amount}
                  </span>
                  <ChevronDownIcon className="size-5 -rotate-90 text-ink-400 max-sm:hidden" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
