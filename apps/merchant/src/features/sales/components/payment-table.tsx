import { paymentMethods } from '@delivery/contract/catalog-constants';
import type { TSalesSummary } from '@delivery/contract/reports';
import { formatReais } from '@delivery/contract/money';
import { messages } from '../../../lib/messages.ts';
import { formatCount, formatShare } from '../sales-format.ts';

const text = messages.sales.payments;

/** Orders and revenue of each payment method, the largest first, with its share of the revenue. */
export function PaymentTable({ summary }: { summary: TSalesSummary }) {
  const rows = [...summary.by_payment].sort(
    (a, b) => b.revenue - a.revenue || paymentMethods.indexOf(a.method) - paymentMethods.indexOf(b.method),
  );
  return (
    <section aria-labelledby="sales-payments-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="sales-payments-title" className="text-xl font-black tracking-tight text-ink-900">
        {text.title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-base text-ink-700">{text.empty}</p>
      ) : (
        <table className="mt-3 w-full text-left text-base">
          <thead>
            <tr className="border-b-2 border-ink-100 text-sm text-ink-600">
              <th scope="col" className="py-2 pr-2 font-bold">
                {text.method}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-bold">
                {text.orders}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-bold">
                {text.revenue}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => {
              return (
                <tr key={row.method} data-testid="sales-payment-row">
                  <th scope="row" className="py-3 pr-2 font-bold text-ink-900">
                    {messages.sales.methods[row.method]}
                    <span className="mt-1.5 flex max-w-56 items-center gap-2 text-sm font-semibold text-ink-600">
                      <span className="block h-1.5 flex-1 rounded-full bg-ink-100" aria-hidden="true">
                        <span
                          className="block h-full rounded-full bg-emerald-600"
                          style={{ width: summary.revenue > 0 ? `${(row.revenue / summary.revenue) * 100}%` : 0 }}
                        />
                      </span>
                      <span className="tabular-nums">
                        {formatShare(row.revenue, summary.revenue)}
                        <span className="sr-only"> {text.ofRevenue}</span>
                      </span>
                    </span>
                  </th>
                  <td className="px-2 py-3 text-right align-top font-bold tabular-nums">{formatCount(row.orders)}</td>
                  <td className="py-3 pl-2 text-right align-top font-bold whitespace-nowrap tabular-nums">
                    {formatReais(row.revenue)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
