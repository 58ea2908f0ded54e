import type { StatementStatus, TStatement } from '@delivery/contract/statements';
import { statusText } from '../statement-format.ts';

const tones: Record<StatementStatus, string> = {
  open: 'bg-sky-100 text-sky-950',
  closed: 'bg-amber-100 text-amber-950',
  paid: 'bg-emerald-100 text-emerald-950',
};

/** 'Aberto', 'Fechado' (waiting for its transfer) or 'Pago em 01/12'. */
export function StatusBadge({ statement }: { statement: Pick<TStatement, 'status' | 'paid'> }) {
  return (
    <span
      data-testid="statement-status"
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap print:border print:border-current ${tones[statement.status]}`}
    >
      {statusText(statement)}
    </span>
  );
}
