import { useTranslation } from 'react-i18next';
import type { TOrderStatus } from '@delivery/contract/order-status';

const tone: Record<TOrderStatus, string> = {
  received: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  preparing: 'bg-sky-100 text-sky-900',
  out_for_delivery: 'bg-violet-100 text-violet-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  ready_for_pickup: 'bg-violet-100 text-violet-900',
  picked_up: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-ink-100 text-ink-700',
};

/** The order's status as a small coloured label ('Em preparo'). */
export function StatusChip({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-chip"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-bold ${tone[status]}`}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
