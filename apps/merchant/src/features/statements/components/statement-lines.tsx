import type { TStatementLine } from '@delivery/contract/statements';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { formatMoment, formatSigned } from '../statement-format.ts';
import { statementMessages } from '../statement-messages.ts';

const text = statementMessages.lines;

/**
 * Each order with money in the period: a table where there is room for its seven columns, a card
 * per order on a phone or a tablet. Print takes the table.
 */
export function StatementLines({ lines, timeZone }: { lines: readonly TStatementLine[]; timeZone: string }) {
  return (
    <section
      aria-labelledby="statement-lines-title"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-5 print:break-before-auto print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="statement-lines-title" className="text-xl font-black tracking-tight text-ink-900">
          {text.title}
        </h3>
        <p className="text-base text-ink-700">{plural(statementMessages.orders, lines.length)}</p>
      </div>
      <table className="mt-3 hidden w-full text-left text-base lg:table print:table print:text-sm">
        <thead>
          <tr className="border-b-2 border-ink-100 text-sm text-ink-600">
            <th scope="col" className="py-2 pr-2 font-bold">
              {text.number}
            </th>
            <th scope="col" className="px-2 py-2 font-bold">
              {text.placedAt}
            </th>
            <th scope="col" className="px-2 py-2 font-bold">
              {text.payment}
            </th>
            <th scope="col" className="px-2 py-2 font-bold">
              {text.heldBy}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-bold">
              {text.paidByCustomer}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-bold">
              {text.charges}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-bold">
              {text.shopNet}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {lines.map((line) => (
            <tr key={line.order_id} data-testid="statement-line" className="break-inside-avoid">
              <th scope="row" className="py-2.5 pr-2 text-left font-bold text-ink-900">
                <span className="tabular-nums">{line.number}</span>
                {line.given_back ? <GivenBack /> : null}
              </th>
              <td className="px-2 py-2.5 whitespace-nowrap tabular-nums">{formatMoment(line.placed_at, timeZone)}</td>
              <td className="px-2 py-2.5">{messages.sales.methods[line.payment_method]}</td>
              <td className="px-2 py-2.5">{text.holders[line.held_by]}</td>
              <td className="px-2 py-2.5 text-right whitespace-nowrap tabular-nums">
                {formatSigned(line.paid_by_customer)}
              </td>
              <td className="px-2 py-2.5 text-right whitespace-nowrap tabular-nums">{formatSigned(line.charges)}</td>
              <td className="py-2.5 pl-2 text-right font-bold whitespace-nowrap tabular-nums">
                {formatSigned(line.shop_net)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 grid md:grid-cols-2 md:gap-x-8 lg:hidden print:hidden">
        {lines.map((line) => (
          <li key={line.order_id} data-testid="statement-line-card" className="border-t border-ink-100 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="text-lg font-black text-ink-900">
                {fill(text.numberShort, { number: line.number })}
                {line.given_back ? <GivenBack /> : null}
              </p>
              <p className="text-sm text-ink-600 tabular-nums">{formatMoment(line.placed_at, timeZone)}</p>
            </div>
            <p className="text-sm text-ink-700">
              {messages.sales.methods[line.payment_method]} · {text.receivedBy[line.held_by]}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <Amount label={text.paidByCustomer} value={formatSigned(line.paid_by_customer)} />
              <Amount label={text.charges} value={formatSigned(line.charges)} />
              <Amount label={text.shopNet} value={formatSigned(line.shop_net)} strong />
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mark of an order cancelled, refunded or charged back within the period. */
function GivenBack() {
  return (
    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-bold whitespace-nowrap text-amber-950 print:border print:border-current">
      {text.givenBack}
    </span>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-black text-ink-900' : 'font-bold text-ink-800'}`}>{value}</dd>
    </div>
  );
}
