import type { TOrderItem } from '@delivery/contract/orders';
import { formatReais } from '@delivery/contract/money';
import { fill, messages } from '../../../lib/messages.ts';
import { optionLines } from '../order-text.ts';

type OrderItemsProps = {
  items: readonly TOrderItem[];
  prices?: boolean;
  /** Offers "Acabou" beside each item: the product leaves the menu (an order the shop cannot make). */
  onSoldOut?: ((item: TOrderItem) => void) | undefined;
};

/** What to make: quantity first and large, options and halves under each item, the notes stand out. */
export function OrderItems({ items, prices = false, onSoldOut }: OrderItemsProps) {
  return (
    <ul className="divide-y divide-ink-100">
      {items.map((item, index) => (
        <li key={`${item.product_id}-${index}`} data-testid="order-item" className="flex gap-3 py-2">
          <span className="grid h-8 min-w-9 shrink-0 place-items-center rounded-lg bg-ink-900 px-1.5 text-base font-black text-white tabular-nums">
            {item.quantity}×
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-base leading-snug font-bold text-ink-900">{item.name}</p>
            {optionLines(item).map(({ group, text }) => (
              <p key={group} className="text-sm leading-snug text-ink-700">
                <span className="font-semibold">{group}:</span> {text}
              </p>
            ))}
            {item.notes ? (
              <p className="mt-1 rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950">
                {fill(messages.sheet.notes, { notes: item.notes })}
              </p>
            ) : null}
          </div>
          {prices ? (
            <span className="shrink-0 text-base font-semibold text-ink-900 tabular-nums">
              {formatReais(item.total)}
            </span>
          ) : null}
          {onSoldOut ? (
            <button
              type="button"
              aria-label={fill(messages.board.soldOutItem, { name: item.name })}
              onClick={() => onSoldOut(item)}
              className="min-h-9 shrink-0 self-start rounded-lg border-2 border-brand-200 px-2 text-sm font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-sky-600"
            >
              {messages.board.soldOut}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
