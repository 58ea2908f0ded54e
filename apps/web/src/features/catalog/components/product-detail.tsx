import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProduct, TShopDetail } from '@delivery/contract/catalog';
import { listPrice, priceItem } from '@delivery/contract/pricing';
import { AlertIcon, ClockIcon } from '../../../components/icons.tsx';
import { formatMoney } from '@delivery/contract/money';
import { useCanOrder } from '../../../lib/shop-schedules.ts';
import { useLabel } from '../hooks/use-label.ts';
import { toggleOption, type Selection } from '../option-selection.ts';
import { buildLine, maxNotesLength, type ProductLine } from '../product-line.ts';
import { describeStatus, statusLabel } from '../shop-status.ts';
import { OptionGroupFieldset } from './option-group-fieldset.tsx';
import { PriceTag } from './price-tag.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

type ProductDetailProps = {
  product: TProduct;
  shop: TShopDetail;
  now: Date;
  busy: boolean;
  onAdd: (line: ProductLine) => void;
  /** Atop the bottom bar, above the reason and 'Adicionar'. */
  footer?: ReactNode;
};

/**
 * A product's choices: its groups, quantity and notes, the live price from the contract's
 * priceItem (the server recomputes it), and 'Adicionar • R$ …', which stays disabled with the
 * reason (the group still to choose, a closed shop) until the line can be added.
 */
export function ProductDetail({ product, shop, now, busy, onAdd, footer }: ProductDetailProps) {
  const { t } = useTranslation();
  const text = useLabel();
  const notesId = useId();
  const reasonId = useId();
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');

  const priced = priceItem(product, shop.half_pricing, { quantity, options: selection });
  const open = shop.status.is_open;
  // Closed with slots offered: the customer adds items and picks a slot at checkout.
  const { canOrder, scheduleOnly } = useCanOrder(shop);
  const status = statusLabel(describeStatus(shop.status, shop.time_zone, now));
  const canAdd = priced.ok && canOrder && product.available && !busy;

  let reason: string | null = null;
  if (!product.available) reason = t('catalog.product.productUnavailable');
  else if (!canOrder)
    reason = `${text({ key: `catalog.banner.${status.key}`, values: status.values })}. ${t('catalog.product.closed')}`;
  else if (!priced.ok) reason = priced.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd || !priced.ok) return;
    onAdd(buildLine(product, selection, quantity, notes, priced.unitCents));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">{product.name}</h1>
        {product.description ? <p className="mt-2 text-base text-ink-700">{product.description}</p> : null}
        <div className="mt-3">
          <PriceTag price={listPrice(product, shop.half_pricing)} muted={!product.available} />
        </div>
      </div>

      {!open ? (
        <div
          data-testid="closed-banner"
          className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
        >
          <ClockIcon className="mt-0.5 size-6 shrink-0 text-amber-700" />
          <div>
            <p className="font-bold">{text({ key: `catalog.banner.${status.key}`, values: status.values })}</p>
            <p className="mt-0.5 text-sm">
              {t(scheduleOnly ? 'catalog.product.scheduleOnly' : 'catalog.product.closed')}
            </p>
          </div>
        </div>
      ) : null}

      {product.option_groups.map((group) => (
        <OptionGroupFieldset
          key={group.group_id}
          group={group}
          selection={selection}
          rule={shop.half_pricing}
          onToggle={(optionId) => setSelection((current) => toggleOption(current, group, optionId))}
        />
      ))}

      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={notesId} className="text-base font-bold text-ink-900">
            {t('catalog.product.notes')}
          </label>
          <span aria-hidden="true" className="text-sm text-ink-600 tabular-nums">
            {notes.length}/{maxNotesLength}
          </span>
        </div>
        <textarea
          id={notesId}
          value={notes}
          maxLength={maxNotesLength}
          rows={3}
          onChange={(event) => setNotes(event.target.value.slice(0, maxNotesLength))}
          placeholder={t('catalog.product.notesPlaceholder')}
          aria-description={t('catalog.product.notesCount', { count: notes.length, max: maxNotesLength })}
          className="block w-full resize-none rounded-2xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition placeholder:text-ink-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
      </div>

      <div
        data-testid="add-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.18)] backdrop-blur md:sticky md:bottom-4 md:rounded-3xl md:border md:px-4 md:pb-3 md:shadow-lg"
      >
        {footer}
        {reason ? (
          <p id={reasonId} role="status" className="mb-2.5 flex items-start gap-1.5 text-sm font-medium text-ink-700">
            <AlertIcon className="mt-px size-4 shrink-0 text-brand-600" strokeWidth={2.2} />
            <span data-testid="add-reason">{reason}</span>
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <QuantityStepper value={quantity} onChange={setQuantity} disabled={!canOrder || !product.available} />
          <button
            type="submit"
            disabled={!canAdd}
            aria-describedby={reason ? reasonId : undefined}
            className="flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 text-base font-bold text-white transition hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-800 disabled:cursor-not-allowed disabled:bg-ink-200 disabled:text-ink-600"
          >
            <span className="truncate">
              {priced.ok && canOrder && product.available
                ? t('catalog.product.addWithPrice', { price: formatMoney(priced.totalCents) })
                : t('catalog.product.add')}
            </span>
          </button>
        </div>
      </div>
    </form>
  );
}
