import type { TPriceChange } from '@delivery/contract/menu';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { formatReais } from '@delivery/contract/money';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { usePriceHistory } from '../api/menu-edits.ts';

const promoText = (reais: number | null) => (reais === null ? messages.menu.history.noPromo : formatReais(reais));

function changeText({ price, promo_price: promo }: TPriceChange): string[] {
  if (price.from === null) return [fill(messages.menu.history.created, { price: formatReais(price.to) })];
  const lines = [];
  if (price.from !== price.to) {
    lines.push(fill(messages.menu.history.change, { from: formatReais(price.from), to: formatReais(price.to) }));
  }
  if (promo.from !== promo.to) {
    lines.push(fill(messages.menu.history.promo, { from: promoText(promo.from), to: promoText(promo.to) }));
  }
  return lines;
}

/** Each change of a product's prices made in the panel, newest first: when, by whom, from and to. */
export function PriceHistory({ shopId, productId }: { shopId: number; productId: number }) {
  const history = usePriceHistory(shopId, productId);
  if (history.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-3 text-base font-semibold">
        <Spinner className="size-6" />
        {messages.app.loading}
      </div>
    );
  }
  if (history.isError) return <FieldError>{serverMessage(history.error) ?? messages.app.unknownError}</FieldError>;
  if (history.data.length === 0) return <p className="py-3 text-base text-ink-700">{messages.menu.history.empty}</p>;
  return (
    <ol aria-label={messages.menu.history.title} className="mt-2 divide-y divide-ink-100">
      {history.data.map((change, index) => (
        <li key={`${change.at}-${index}`} data-testid="price-change" className="py-2">
          <p className="text-sm text-ink-600">
            {formatDateTime(change.at)} ·{' '}
            {change.by_software
              ? messages.menu.history.bySoftware
              : change.by
                ? fill(messages.menu.history.by, { name: change.by })
                : messages.menu.history.byUnknown}
          </p>
          {changeText(change).map((line) => (
            <p key={line} className="text-base font-bold text-ink-900 tabular-nums">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
