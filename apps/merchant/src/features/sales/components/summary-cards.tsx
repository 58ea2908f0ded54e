import type { TSalesSummary } from '@delivery/contract/reports';
import type { ReactNode } from 'react';
import { formatReais } from '@delivery/contract/money';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { formatCount, formatShare } from '../sales-format.ts';

const text = messages.sales;

/**
 * The four numbers on top. "Pedidos" are those not cancelled, as the ticket, the chart and the
 * payment table count them; the cancelled ones have their own card.
 */
export function SummaryCards({ summary }: { summary: TSalesSummary }) {
  const kept = summary.orders - summary.cancelled;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Card testId="sales-orders" label={text.cards.orders} value={formatCount(kept)}>
        {plural(text.completed, summary.completed)}
      </Card>
      <Card testId="sales-revenue" label={text.cards.revenue} value={formatReais(summary.revenue)} strong>
        {text.revenueHint}
      </Card>
      <Card testId="sales-ticket" label={text.cards.averageTicket} value={formatReais(summary.average_ticket)}>
        {text.ticketHint}
      </Card>
      <Card
        testId="sales-cancelled"
        label={text.cards.cancelled}
        value={formatCount(summary.cancelled)}
        warn={summary.cancelled > 0}
      >
        {fill(text.cancelledShare, { share: formatShare(summary.cancelled, summary.orders) })}
      </Card>
    </dl>
  );
}

type CardProps = {
  testId: string;
  label: string;
  value: string;
  children: ReactNode;
  /** The day's main number, on the panel's dark ink. */
  strong?: boolean;
  warn?: boolean;
};

function Card({ testId, label, value, children, strong = false, warn = false }: CardProps) {
  return (
    <div
      className={`flex min-w-0 flex-col rounded-2xl p-4 shadow-sm sm:p-5 ${
        strong ? 'bg-ink-900 text-white' : 'bg-white text-ink-900'
      }`}
    >
      <dt className={`text-sm font-bold sm:text-base ${strong ? 'text-white/80' : 'text-ink-700'}`}>{label}</dt>
      <dd
        data-testid={testId}
        className={`mt-1 text-xl font-black tracking-tight [overflow-wrap:anywhere] tabular-nums sm:text-3xl ${warn ? 'text-brand-700' : ''}`}
      >
        {value}
      </dd>
      <dd className={`mt-1 text-sm ${strong ? 'text-white/75' : 'text-ink-600'}`}>{children}</dd>
    </div>
  );
}
