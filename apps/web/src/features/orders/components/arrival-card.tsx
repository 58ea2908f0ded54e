import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/icons.tsx';
import type { ExpectedArrival } from '../expected-arrival.ts';
import { orderTime, scheduleWindow } from '../order-text.ts';
import { ChefHatIcon } from './order-icons.tsx';

/**
 * 'Previsão de entrega: 19:40–19:55' (or the courier's '19:42'), when a pickup will be ready, or
 * a scheduled order's slot ('Agendado para sáb., 28/11, 22:00–22:30'), while the order is on its way.
 */
export function ArrivalCard({ arrival }: { arrival: ExpectedArrival }) {
  const { t } = useTranslation();
  const slot = arrival.kind === 'scheduled' ? scheduleWindow(arrival.scheduleId) : null;
  const [label, time] =
    arrival.kind === 'scheduled'
      ? [
          t(arrival.pickup ? 'orders.arrival.scheduledPickup' : 'orders.arrival.scheduled'),
          slot ? t('orders.details.scheduleValue', slot) : arrival.scheduleId,
        ]
      : arrival.kind === 'delivery'
        ? [
            t('orders.arrival.delivery'),
            t('orders.arrival.window', {
              from: orderTime(arrival.from.toISOString()),
              to: orderTime(arrival.to.toISOString()),
            }),
          ]
        : arrival.kind === 'courier'
          ? [t('orders.arrival.delivery'), orderTime(arrival.at.toISOString())]
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

/** 'A loja começa o preparo às 19:45': why the arrival is later than the shop's usual minutes. */
export function KitchenStartNote({ at }: { at: Date }) {
  const { t } = useTranslation();
  // Drawn close under the arrival card, its icon and text in line with the card's: a note on it.
  return (
    <p
      data-testid="order-kitchen-start"
      className="-mt-2 flex items-center gap-3 px-5 text-sm font-semibold text-ink-700"
    >
      <span aria-hidden="true" className="grid w-10 shrink-0 place-items-center text-brand-700">
        <ChefHatIcon className="size-5" />
      </span>
      {t('orders.arrival.kitchenStart', { time: orderTime(at.toISOString()) })}
    </p>
  );
}

/** 'A loja avisou um atraso de 15 min': why the arrival moved after the shop accepted. */
export function DelayNote({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  // Drawn as the kitchen's note is: close under the arrival card, in line with it.
  return (
    <p data-testid="order-delay" className="-mt-2 flex items-center gap-3 px-5 text-sm font-semibold text-amber-900">
      <span aria-hidden="true" className="grid w-10 shrink-0 place-items-center text-amber-700">
        <ClockIcon className="size-5" />
      </span>
      {t('orders.arrival.delayed', { minutes })}
    </p>
  );
}
