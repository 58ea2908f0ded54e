import type { TSalesSummary } from '@delivery/contract/reports';
import { messages } from '../../../lib/messages.ts';
import { formatCount } from '../sales-format.ts';

const text = messages.sales.cancellations;

/** Why orders were cancelled or refused, the most frequent first (the report's order). */
export function CancellationList({ summary }: { summary: TSalesSummary }) {
  const most = Math.max(1, ...summary.cancellations.map((c) => c.count));
  return (
    <section aria-labelledby="sales-cancellations-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="sales-cancellations-title" className="text-xl font-black tracking-tight text-ink-900">
        {text.title}
      </h2>
      {summary.cancellations.length === 0 ? (
        <p className="mt-3 text-base text-ink-700">{text.empty}</p>
      ) : (
        <table className="mt-3 w-full text-left text-base">
          <thead>
            <tr className="border-b-2 border-ink-100 text-sm text-ink-600">
              <th scope="col" className="py-2 pr-2 font-bold">
                {text.reason}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-bold">
                {text.count}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {summary.cancellations.map((cancellation) => (
              <tr key={cancellation.reason} data-testid="sales-cancellation-row">
                <th scope="row" className="py-3 pr-2 font-semibold text-ink-900">
                  {cancellation.reason}
                  <span className="mt-1.5 block h-1.5 w-full max-w-48 rounded-full bg-ink-100" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-brand-600"
                      style={{ width: `${(cancellation.count / most) * 100}%` }}
                    />
                  </span>
                </th>
                <td className="py-3 pl-2 text-right align-top font-bold tabular-nums">
                  {formatCount(cancellation.count)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
