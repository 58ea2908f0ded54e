import type { TOption } from '@delivery/contract/catalog';
import { Button } from '../../../components/button.tsx';
import { ChevronDownIcon, ChevronUpIcon, PencilIcon, PlusIcon } from '../../../components/icons.tsx';
import { formatReais } from '@delivery/contract/money';
import { fill, messages, plural } from '../../../lib/messages.ts';
import type { MenuItemSwitch } from '../api/shop-menu.ts';
import type { ShownCategory, ShownProduct } from '../menu-view.ts';
import { SoldOutSwitch } from './sold-out-switch.tsx';

/** What an owner has open: a category's or a product's form (absent id: a new one). */
export type Editing = { kind: 'category'; id?: number } | { kind: 'product'; id?: number; categoryId: number };

/** What rows need to act: the switch for everyone; for an owner, editing or (in order mode) moving. */
export type RowActions = {
  onSwitch: (change: MenuItemSwitch) => void;
  /** Null for whoever may only switch. */
  editor: {
    /** Putting things in order shows arrows in place of the switches and edit buttons. */
    ordering: boolean;
    open: (editing: Editing) => void;
    moveCategory: (categoryId: number, by: -1 | 1) => void;
    moveProduct: (categoryId: number, productId: number, by: -1 | 1) => void;
  } | null;
};

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600 disabled:opacity-30';

/** Up and down, for an item in a list of its own kind. */
function MoveButtons({
  name,
  first,
  last,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <button
        type="button"
        disabled={first}
        aria-label={fill(messages.menu.moveUp, { name })}
        onClick={() => onMove(-1)}
        className={iconButton}
      >
        <ChevronUpIcon />
      </button>
      <button
        type="button"
        disabled={last}
        aria-label={fill(messages.menu.moveDown, { name })}
        onClick={() => onMove(1)}
        className={iconButton}
      >
        <ChevronDownIcon />
      </button>
    </>
  );
}

export function CategorySection({
  category,
  first,
  last,
  actions,
}: {
  category: ShownCategory;
  first: boolean;
  last: boolean;
  actions: RowActions;
}) {
  const titleId = `menu-category-${category.category_id}`;
  const { editor } = actions;
  return (
    <section aria-labelledby={titleId} data-testid="menu-category" className="mt-5">
      <div className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 id={titleId} className="text-xl font-black tracking-tight text-ink-900">
          {category.name}
        </h2>
        {category.hidden ? (
          <span className="rounded-full bg-ink-200 px-3 py-0.5 text-sm font-bold text-ink-800">
            {messages.menu.hiddenBadge}
          </span>
        ) : null}
        {editor ? (
          <div className="ml-auto flex items-center gap-1">
            {editor.ordering ? (
              <MoveButtons
                name={category.name}
                first={first}
                last={last}
                onMove={(by) => editor.moveCategory(category.category_id, by)}
              />
            ) : (
              <>
                <button
                  type="button"
                  aria-label={fill(messages.menu.editName, { name: category.name })}
                  onClick={() => editor.open({ kind: 'category', id: category.category_id })}
                  className={iconButton}
                >
                  <PencilIcon />
                </button>
                <Button
                  variant="secondary"
                  onClick={() => editor.open({ kind: 'product', categoryId: category.category_id })}
                >
                  <PlusIcon />
                  <span className="max-sm:sr-only">{messages.menu.newProduct}</span>
                </Button>
              </>
            )}
          </div>
        ) : null}
      </div>
      {category.products.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-base text-ink-700 shadow-sm">{messages.menu.emptyCategory}</p>
      ) : (
        <ul className={`divide-y divide-ink-100 rounded-2xl bg-white shadow-sm ${category.hidden ? 'opacity-75' : ''}`}>
          {category.products.map((shown, index) => (
            <ProductRow
              key={shown.product.product_id}
              shown={shown}
              first={index === 0}
              last={index === category.products.length - 1}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductRow({
  shown: { product, narrowed },
  first,
  last,
  actions: { onSwitch, editor },
}: {
  shown: ShownProduct;
  first: boolean;
  last: boolean;
  actions: RowActions;
}) {
  const options = product.option_groups.flatMap((group) => group.options);
  const optionsSoldOut = options.filter((option) => !option.available).length;
  // A half-and-half of no price of its own is priced by its flavours, by the shop's rule.
  const byFlavours = product.price === 0 && product.option_groups.some((group) => group.kind === 'flavours');
  const price = byFlavours ? (
    messages.menu.priceByFlavours
  ) : product.promo_price !== null ? (
    <>
      <span className="font-semibold text-emerald-800">{formatReais(product.promo_price)}</span>{' '}
      <s>{formatReais(product.price)}</s>
    </>
  ) : (
    formatReais(product.price)
  );
  return (
    <li data-testid="menu-product" className="p-3 sm:px-4">
      <div className="flex items-center gap-2 sm:gap-3">
        {editor && !editor.ordering ? (
          // Named by what it shows (its name and price), then what it does: a voice command of
          // the visible name finds it.
          <button
            type="button"
            onClick={() => editor.open({ kind: 'product', id: product.product_id, categoryId: product.category_id })}
            className={`group -m-2 min-w-0 flex-1 rounded-xl p-2 text-left hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-sky-600 ${
              product.available ? '' : 'opacity-60'
            }`}
          >
            <span className="flex items-center gap-2 text-lg leading-snug font-bold text-ink-900">
              {product.name}
              <PencilIcon className="size-4 shrink-0 text-ink-400 group-hover:text-ink-700" />
            </span>
            <span className="block text-base text-ink-700">{price}</span>
            <span className="sr-only">, {messages.menu.edit}</span>
          </button>
        ) : (
          <div className={`min-w-0 flex-1 ${product.available ? '' : 'opacity-60'}`}>
            <p className="text-lg leading-snug font-bold text-ink-900">{product.name}</p>
            <p className="text-base text-ink-700">{price}</p>
          </div>
        )}
        {editor?.ordering ? (
          <MoveButtons
            name={product.name}
            first={first}
            last={last}
            onMove={(by) => editor.moveProduct(product.category_id, product.product_id, by)}
          />
        ) : (
          <>
            {product.available ? null : <SoldOutBadge />}
            <SoldOutSwitch
              name={product.name}
              soldOut={!product.available}
              onChange={(soldOut) => onSwitch({ item: 'product', itemId: product.product_id, available: !soldOut })}
            />
          </>
        )}
      </div>
      {options.length > 0 && !editor?.ordering ? (
        <details open={narrowed || undefined} className="group mt-2 rounded-xl bg-ink-50">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-base font-bold text-ink-800 hover:bg-ink-100">
            {plural(messages.menu.options, options.length)}
            {optionsSoldOut > 0 ? (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-800">
                {plural(messages.menu.optionsSoldOut, optionsSoldOut)}
              </span>
            ) : null}
          </summary>
          {product.option_groups.map((group) => (
            <div key={group.group_id} className="px-3 pb-2">
              <p className="pt-2 text-sm font-bold tracking-wide text-ink-600 uppercase">{group.name}</p>
              <ul>
                {group.options.map((option) => (
                  <OptionRow key={option.option_id} option={option} onSwitch={onSwitch} />
                ))}
              </ul>
            </div>
          ))}
        </details>
      ) : null}
    </li>
  );
}

function OptionRow({ option, onSwitch }: { option: TOption; onSwitch: RowActions['onSwitch'] }) {
  return (
    <li data-testid="menu-option" className="flex items-center gap-3 py-1">
      <p className={`min-w-0 flex-1 text-base text-ink-900 ${option.available ? '' : 'opacity-60'}`}>
        {option.name}
        {option.price > 0 ? <span className="text-ink-600"> · {formatReais(option.price)}</span> : null}
      </p>
      {option.available ? null : <SoldOutBadge />}
      <SoldOutSwitch
        name={option.name}
        soldOut={!option.available}
        onChange={(soldOut) => onSwitch({ item: 'option', itemId: option.option_id, available: !soldOut })}
      />
    </li>
  );
}

function SoldOutBadge() {
  return (
    <span className="shrink-0 rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 max-sm:hidden">
      {messages.menu.soldOutBadge}
    </span>
  );
}
