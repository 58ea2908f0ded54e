import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/icons.tsx';
import type { ExpectedArrival } from '../expected-arrival.ts';
import { orderTime } from '../order-text.ts';

/** 'Previsão de entrega: 19:40–19:55', or when a pickup will be ready, while the order is on its way. */
export function ArrivalCard({ arrival }: { arrival: ExpectedArrival }) {
  const { t } = useTranslation();
  const [label, time] =
    arrival.kind === 'delivery'
      ? [
          t('orders.arrival.delivery'),
          t('orders.arrival.window', {
            from: orderTime(arrival.from.toISOString()),
            to: orderTime(arrival.to.toISOString()),
          }),
        ]
      : [t('orders.arrival.pickup'), orderTime(arrival.at.toISOString())];
  return (
    <p
      data-testid="order-arrival"
      className="flex items-center gap-3 rounded-3xl border border-brand-100 bg-brand-50 px-5 py-4 text-base font-bold text-ink-900"
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-brand-700"
      >
        <ClockIcon className="size-5" strokeWidth={2.2} />
      </span>
      {/* The time wraps as a whole on a narrow phone, never inside the window. */}
      <span>
        {label} <span className="whitespace-nowrap tabular-nums">{time}</span>
      </span>
    </p>
  );
}
