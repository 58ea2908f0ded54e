import type { TBoardOrder } from '@delivery/contract/board';
import { BagIcon, BikeIcon, CheckIcon } from '../../../components/icons.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { useMarkKitchenItem, useMarkKitchenOrder } from '../api/kitchen-marks.ts';
import { kitchenClock, kitchenPace, type KitchenPace } from '../kitchen-queue.ts';
import { optionLines } from '../order-text.ts';

const paceColours: Record<KitchenPace, { bar: string; clock: string }> = {
  on_time: { bar: 'border-emerald-500', clock: 'bg-emerald-500 text-ink-900' },
  hurry: { bar: 'border-amber-400', clock: 'bg-amber-400 text-ink-900' },
  late: { bar: 'border-brand-500', clock: 'bg-brand-600 text-white' },
};

/**
 * One order on the kitchen screen, readable from two metres: its number, how long it has been in
 * the kitchen against its promise, what to make (a tap marks an item made) and "Pronto". No prices,
 * no address: the counter has those.
 */
export function KitchenTicket({ order, now }: { order: TBoardOrder; now: number }) {
  const markItem = useMarkKitchenItem();
  const markOrder = useMarkKitchenOrder();
  const pace = kitchenPace(order, now);
  const pickup = order.delivery_type === 'pickup';
  const done = new Set(order.kitchen.done_items);
  const titleId = `kitchen-${order.order_id}-title`;

  return (
    <article
      data-testid="kitchen-ticket"
      data-order-id={order.order_id}
      data-pace={pace}
      aria-labelledby={titleId}
      className={`flex flex-col rounded-2xl border-t-8 bg-ink-800 ${paceColours[pace].bar}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-3">
        <h2 id={titleId} className="text-4xl font-black tracking-tight tabular-nums">
          {fill(messages.board.orderNumberShort, { number: order.order_number })}
        </h2>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-ink-700 px-3 py-1 text-lg font-bold">
          {pickup ? <BagIcon className="size-5" /> : <BikeIcon className="size-5" />}
          {pickup ? messages.board.pickup : messages.board.delivery}
        </span>
        {order.channel !== 'app' ? (
          <span className="rounded-full bg-amber-300 px-3 py-1 text-lg font-bold text-ink-900">
            {messages.newOrder.channels[order.channel]}
          </span>
        ) : null}
        <p
          className={`ml-auto rounded-xl px-3 py-1 text-3xl font-black tabular-nums ${paceColours[pace].clock}`}
          aria-label={`${fill(messages.kitchen.since, { clock: kitchenClock(order, now) })} · ${messages.kitchen.pace[pace]}`}
        >
          {kitchenClock(order, now)}
        </p>
        <p className="w-full truncate text-xl font-semibold text-ink-200">{order.customer.name.split(' ')[0]}</p>
      </header>

      <ul className="mt-2 flex-1 divide-y divide-ink-700 px-2">
        {order.items.map((item, place) => {
          const made = done.has(place);
          return (
            <li key={`${item.product_id}-${place}`}>
              <button
                type="button"
                data-testid="kitchen-item"
                aria-pressed={made}
                onClick={() => markItem.mutate({ order_id: order.order_id, item: place, done: made ? '0' : '1' })}
                className="flex min-h-16 w-full gap-3 rounded-xl px-2 py-3 text-left hover:bg-ink-700 focus-visible:outline-3 focus-visible:outline-sky-400"
              >
                <span
                  className={`grid h-11 min-w-12 shrink-0 place-items-center rounded-lg px-2 text-2xl font-black tabular-nums ${
                    made ? 'bg-emerald-500 text-ink-900' : 'bg-white text-ink-900'
                  }`}
                >
                  {made ? <CheckIcon className="size-7" /> : `${item.quantity}×`}
                </span>
                <span className={`min-w-0 flex-1 ${made ? 'text-ink-400 line-through' : ''}`}>
                  <span className="block text-2xl leading-tight font-bold">
                    {made ? `${item.quantity}× ` : ''}
                    {item.name}
                  </span>
                  {optionLines(item).map(({ group, text }) => (
                    <span key={group} className="block text-xl leading-snug text-ink-200">
                      <span className="font-semibold">{group}:</span> {text}
                    </span>
                  ))}
                  {item.notes ? (
                    <span className="mt-1 block rounded-md bg-amber-300 px-2 py-1 text-xl font-bold text-ink-900">
                      {fill(messages.sheet.notes, { notes: item.notes })}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <footer className="flex items-center gap-3 p-3">
        <p className="text-lg font-semibold text-ink-200 tabular-nums">
          {fill(messages.kitchen.itemsDone, { done: done.size, count: order.items.length })}
        </p>
        <button
          type="button"
          onClick={() => markOrder.mutate({ order_id: order.order_id, done: '1' })}
          aria-label={fill(messages.kitchen.readyOrder, { number: order.order_number })}
          className={`ml-auto min-h-16 min-w-40 rounded-xl px-6 text-2xl font-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
            done.size === order.items.length
              ? 'bg-emerald-500 text-ink-900 hover:bg-emerald-400'
              : 'bg-ink-600 text-white hover:bg-ink-500'
          }`}
        >
          {messages.kitchen.ready}
        </button>
      </footer>
    </article>
  );
}
