import type { HalfPricingRule, TCategory, TProduct } from '@delivery/contract/catalog';
import { formatMoney, formatReais } from '@delivery/contract/money';
import { listPrice, priceItem, type ItemSelection } from '@delivery/contract/pricing';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { MinusIcon, PlusIcon, SearchIcon } from '../../../components/icons.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { searchMenu, toggleChoice, type DraftLine } from './order-draft.ts';

type ProductPickerProps = {
  categories: readonly TCategory[];
  halfPricing: HalfPricingRule;
  onAdd: (line: Omit<DraftLine, 'key'>) => void;
  onClose: () => void;
};

/** The menu to pick from, then the product's choices: the app's own rules and prices. */
export function ProductPicker({ categories, halfPricing, onAdd, onClose }: ProductPickerProps) {
  const [query, setQuery] = useState('');
  const [product, setProduct] = useState<TProduct | null>(null);
  if (product) {
    return (
      <ItemChoices
        product={product}
        halfPricing={halfPricing}
        onBack={() => setProduct(null)}
        onClose={onClose}
        onAdd={(line) => {
          onAdd(line);
          onClose();
        }}
      />
    );
  }
  const found = searchMenu(categories, query);
  return (
    <Dialog title={messages.newOrder.pickerTitle} onClose={onClose} wide testId="product-picker">
      <div className="relative mb-3">
        <SearchIcon className="pointer-events-none absolute top-10.5 left-3 size-5 text-ink-500" />
        <TextField
          label={messages.newOrder.pickerSearch}
          value={query}
          onValueChange={setQuery}
          type="search"
          className="[&_input]:pl-10"
          autoComplete="off"
        />
      </div>
      {found.length === 0 ? <p className="py-6 text-center text-ink-600">{messages.newOrder.pickerEmpty}</p> : null}
      {found.map((category) => (
        <section key={category.category_id} className="mb-4" aria-labelledby={`pick-${category.category_id}`}>
          <h3
            id={`pick-${category.category_id}`}
            className="mb-1 text-sm font-bold tracking-wide text-ink-600 uppercase"
          >
            {category.name}
          </h3>
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200">
            {category.products.map((item) => {
              const price = listPrice(item, halfPricing);
              return (
                <li key={item.product_id}>
                  <button
                    type="button"
                    disabled={!item.available}
                    onClick={() => setProduct(item)}
                    className="flex min-h-14 w-full items-center gap-3 px-3 py-2 text-left hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <span className="min-w-0 flex-1 text-base font-bold text-ink-900">{item.name}</span>
                    <span className="shrink-0 text-base font-semibold text-ink-800 tabular-nums">
                      {item.available ? formatMoney(price.cents) : messages.newOrder.soldOut}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}

type ItemChoicesProps = {
  product: TProduct;
  halfPricing: HalfPricingRule;
  onBack: () => void;
  onClose: () => void;
  onAdd: (line: Omit<DraftLine, 'key'>) => void;
};

function ItemChoices({ product, halfPricing, onBack, onClose, onAdd }: ItemChoicesProps) {
  const [selection, setSelection] = useState<ItemSelection>({ quantity: 1, options: {} });
  const [notes, setNotes] = useState('');
  const priced = priceItem(product, halfPricing, selection);
  const setQuantity = (quantity: number) => setSelection((now) => ({ ...now, quantity }));
  return (
    <Dialog
      title={product.name}
      description={product.description || undefined}
      onClose={onClose}
      wide
      testId="item-choices"
      footer={
        <>
          <Button variant="secondary" size="lg" onClick={onBack}>
            {messages.newOrder.back}
          </Button>
          <Button
            variant="accept"
            size="lg"
            className="max-sm:order-first max-sm:col-span-2"
            disabled={!priced.ok}
            onClick={() => priced.ok && onAdd({ product, selection, notes, totalCents: priced.totalCents })}
          >
            {priced.ok ? fill(messages.newOrder.add, { price: formatMoney(priced.totalCents) }) : priced.message}
          </Button>
        </>
      }
    >
      {product.option_groups.map((group) => {
        const chosen = selection.options[group.group_id] ?? [];
        return (
          <fieldset key={group.group_id} className="mb-4">
            <legend className="mb-2 flex w-full items-baseline justify-between gap-2">
              <span className="text-lg font-bold text-ink-900">{group.name}</span>
              <span className="text-sm font-semibold text-ink-600">
                {plural(messages.newOrder.choose, group.max)}
                {group.min > 0 ? ` · ${messages.newOrder.required}` : ''}
              </span>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {group.options.map((option) => (
                <button
                  key={option.option_id}
                  type="button"
                  aria-pressed={chosen.includes(option.option_id)}
                  disabled={!option.available}
                  onClick={() => setSelection((now) => toggleChoice(now, group, option.option_id))}
                  className="flex min-h-12 items-center justify-between gap-2 rounded-xl border-2 border-ink-200 px-3 text-left text-base font-semibold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600 disabled:opacity-50 aria-pressed:border-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white"
                >
                  <span>{option.name}</span>
                  <span className="text-sm tabular-nums">
                    {option.available
                      ? option.price > 0
                        ? `+ ${formatReais(option.price)}`
                        : ''
                      : messages.newOrder.soldOut}
                  </span>
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="mb-4 flex items-center gap-3">
        <span className="text-lg font-bold text-ink-900">{messages.newOrder.quantity}</span>
        <Button
          variant="secondary"
          aria-label={messages.newOrder.less}
          disabled={selection.quantity <= 1}
          onClick={() => setQuantity(selection.quantity - 1)}
        >
          <MinusIcon />
        </Button>
        <output className="min-w-8 text-center text-2xl font-black tabular-nums" aria-live="polite">
          {selection.quantity}
        </output>
        <Button
          variant="secondary"
          aria-label={messages.newOrder.more}
          disabled={selection.quantity >= 99}
          onClick={() => setQuantity(selection.quantity + 1)}
        >
          <PlusIcon />
        </Button>
      </div>
      <TextField label={messages.newOrder.notes} value={notes} onValueChange={setNotes} maxLength={140} />
    </Dialog>
  );
}
