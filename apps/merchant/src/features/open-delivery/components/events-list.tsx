import type { TOpenDeliveryEvent } from '@delivery/contract/open-delivery';
import { Button } from '../../../components/button.tsx';
import { RefreshIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { useOpenDeliveryEvents } from '../api/open-delivery.ts';

const text = messages.openDelivery;

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-bold';

/** How the event's push went: none without a webhook, else delivered, on its way or failing. */
function WebhookState({ event, hasWebhook }: { event: TOpenDeliveryEvent; hasWebhook: boolean }) {
  const { webhook } = event;
  if (webhook.delivered_at)
    return <span className={`${badge} bg-emerald-100 text-emerald-900`}>{text.webhookDelivered}</span>;
  if (webhook.last_error) {
    return (
      <span className="grid gap-1">
        <span className={`${badge} w-fit bg-brand-50 text-brand-700`}>
          {plural(text.webhookFailing, webhook.attempts)}
        </span>
        <span className="text-sm break-words text-ink-700">
          {fill(text.webhookLastError, { error: webhook.last_error })}
        </span>
      </span>
    );
  }
  if (webhook.attempts > 0 || hasWebhook)
    return <span className={`${badge} bg-ink-100 text-ink-800`}>{text.webhookPending}</span>;
  return <span className="text-sm text-ink-600">{text.webhookNone}</span>;
}

/** The last events exchanged with the shop's software, newest first. */
export function EventsList({ shopId, hasWebhook }: { shopId: number; hasWebhook: boolean }) {
  const events = useOpenDeliveryEvents(shopId);
  return (
    <section aria-labelledby="open-delivery-events" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="open-delivery-events" className="text-xl font-black tracking-tight text-ink-900">
            {text.events}
          </h2>
          <p className="mt-1 text-base text-ink-700">{text.eventsLead}</p>
        </div>
        <Button variant="secondary" busy={events.isFetching} onClick={() => void events.refetch()}>
          <RefreshIcon className="size-5" />
          <span className="max-sm:sr-only">{text.refresh}</span>
        </Button>
      </div>
      {events.isPending ? (
        <div role="status" className="flex items-center gap-3 py-6 text-lg font-semibold">
          <Spinner />
          {messages.app.loading}
        </div>
      ) : events.isError ? (
        <FieldError>{serverMessage(events.error) ?? messages.app.unknownError}</FieldError>
      ) : events.data.events.length === 0 ? (
        <p className="mt-4 rounded-xl bg-ink-50 p-4 text-base text-ink-700">{text.noEvents}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-100" aria-label={text.events}>
          {events.data.events.map((event) => (
            <li
              key={event.event_id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 sm:grid sm:grid-cols-[9rem_5rem_minmax(0,1fr)_8rem_minmax(0,14rem)] sm:gap-x-4"
            >
              <span className="text-sm text-ink-600 max-sm:basis-full">
                <span className="sr-only">{text.eventWhen}: </span>
                {formatDateTime(event.created_at)}
              </span>
              <span className="text-base font-bold text-ink-900">
                <span className="sr-only">{text.eventOrder} </span>#{event.order_number}
              </span>
              <span className="text-base font-semibold text-ink-900">
                {text.eventTypes[event.event_type] ?? event.event_type}
              </span>
              <span className="text-sm">
                <span className="sr-only">{text.eventAck}: </span>
                {event.acknowledged_at ? (
                  <span className={`${badge} bg-emerald-100 text-emerald-900`}>{text.acknowledged}</span>
                ) : (
                  <span className={`${badge} bg-amber-100 text-amber-900`}>{text.notAcknowledged}</span>
                )}
              </span>
              <span className="text-sm">
                <span className="sr-only">{text.eventWebhook}: </span>
                <WebhookState event={event} hasWebhook={hasWebhook} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
