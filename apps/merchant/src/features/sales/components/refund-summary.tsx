import type { TSalesSummary } from '@delivery/contract/reports';
import { formatReais } from '@delivery/contract/money';
import { messages, plural } from '../../../lib/messages.ts';

const text = messages.sales.refunds;

/** The Pix of cancelled orders: what went back to customers and what is still to go back (0054). */
export function RefundSummary({ summary }: { summary: TSalesSummary }) {
  const { refunded, refunded_orders, pending, pending_orders } = summary.refunds;
  if (!refunded_orders && !pending_orders) return null;
  const rows = [
    { key: 'refunded', label: text.refunded, amount: refunded, orders: refunded_orders },
    { key: 'pending', label: text.pending, amount: pending, orders: pending_orders },
  ];
  return (
    <section
      aria-labelledby="sales-refunds-title"
      data-testid="sales-refunds"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="sales-refunds-title" className="text-xl font-black tracking-tight text-ink-900">
        {text.title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {rows.map((row) => (
          <div key={row.key} data-testid={`sales-refunds-${row.key}`} className="rounded-xl bg-ink-50 p-3">
            <dt className="text-sm font-bold text-ink-600">{row.label}</dt>
            <dd className="text-xl font-black text-ink-900 tabular-nums">{formatReais(row.amount)}</dd>
            <dd className="text-sm text-ink-700">{plural(text.orders, row.orders)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
