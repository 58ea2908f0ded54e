import { useTranslation } from 'react-i18next';
import { isFinalStatus, type TDeliveryType } from '@delivery/contract/order-status';
import type { TStatusOrderResponse } from '@delivery/contract/orders';
import { CheckIcon } from '../../../components/icons.tsx';
import { buildTimeline, type TimelineStep } from '../order-timeline.ts';
import { stepTime } from '../order-text.ts';
import { statusHintKey } from '../order-wording.ts';
import { XCircleIcon } from './order-icons.tsx';

type OrderTimelineProps = {
  deliveryType: TDeliveryType;
  status: TStatusOrderResponse['status'];
  history: TStatusOrderResponse['history'];
  placedAt: string;
  /** Why a cancelled order was cancelled, when the answer says. */
  cancelReason?: string | undefined;
};

/** The order's steps, top to bottom, each with the time it was reached, and why it was cancelled. */
export function OrderTimeline({ deliveryType, status, history, placedAt, cancelReason }: OrderTimelineProps) {
  const { t } = useTranslation();
  const steps = buildTimeline(deliveryType, status, history);
  return (
    <section aria-labelledby="timeline-title" className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
      <h2 id="timeline-title" className="text-lg font-extrabold tracking-tight text-ink-900">
        {isFinalStatus(status) ? t('orders.timelineLabel') : t('orders.timelineTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t(statusHintKey(deliveryType, status))}</p>
      {/* Announces each change the stream brings, without moving the reader's focus. */}
      <p role="status" className="sr-only">
        {t('orders.liveStatus', { status: t(`orders.status.${status}`) })}
      </p>
      <ol aria-label={t('orders.timelineLabel')} className="mt-5">
        {steps.map((step, index) => (
          <Step
            key={step.status}
            step={step}
            last={index === steps.length - 1}
            placedAt={placedAt}
            reason={step.status === 'cancelled' ? cancelReason : undefined}
          />
        ))}
      </ol>
    </section>
  );
}

type StepProps = { step: TimelineStep; last: boolean; placedAt: string; reason?: string | undefined };

function Step({ step, last, placedAt, reason }: StepProps) {
  const { t } = useTranslation();
  const cancelled = step.status === 'cancelled';
  const dot =
    step.state === 'upcoming'
      ? 'border-2 border-ink-200 bg-white'
      : cancelled
        ? 'bg-ink-700 text-white'
        : step.state === 'current'
          ? 'bg-brand-600 text-white ring-4 ring-brand-100'
          : 'bg-emerald-600 text-white';
  const stateText =
    step.state === 'done'
      ? t('orders.stepDone')
      : step.state === 'current'
        ? t('orders.stepCurrent')
        : t('orders.stepUpcoming');
  return (
    <li
      data-testid="timeline-step"
      data-state={step.state}
      aria-current={step.state === 'current' ? 'step' : undefined}
      className="relative flex gap-4 pb-5 last:pb-0"
    >
      {last ? null : (
        <span
          aria-hidden="true"
          className={`absolute top-8 bottom-0 left-[15px] w-0.5 ${step.state === 'done' ? 'bg-emerald-600' : 'bg-ink-100'}`}
        />
      )}
      <span aria-hidden="true" className={`relative grid size-8 shrink-0 place-items-center rounded-full ${dot}`}>
        {cancelled ? (
          <XCircleIcon className="size-5" strokeWidth={2.2} />
        ) : step.state === 'upcoming' ? null : (
          <CheckIcon className="size-4" strokeWidth={3} />
        )}
      </span>
      <div className="flex min-h-8 flex-1 items-center justify-between gap-3">
        <div>
          <p
            className={`text-base ${
              step.state === 'upcoming'
                ? 'text-ink-500'
                : step.state === 'current'
                  ? 'font-bold text-ink-900'
                  : 'font-semibold text-ink-800'
            }`}
          >
            {t(`orders.status.${step.status}`)}
            <span className="sr-only">, {stateText}</span>
          </p>
          {reason ? (
            <p data-testid="cancel-reason" className="mt-0.5 text-sm text-ink-600">
              {t('orders.cancelReason', { reason })}
            </p>
          ) : null}
        </div>
        {step.at ? (
          <time dateTime={step.at} className="shrink-0 text-sm font-medium text-ink-600 tabular-nums">
            {stepTime(step.at, placedAt)}
          </time>
        ) : null}
      </div>
    </li>
  );
}
