import type { TOption } from '@delivery/contract/catalog';
import type { TStaffShop } from '@delivery/contract/staff';
import { foldText } from '@delivery/contract/text';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { useSetMenuItemAvailable, useShopMenu, type MenuItemSwitch } from '../api/shop-menu.ts';
import { menuView, soldOutCount, type MenuFilter, type ShownCategory, type ShownProduct } from '../menu-view.ts';
import { SoldOutSwitch } from './sold-out-switch.tsx';

type MenuPageProps = {
  /** The shops whose orders this person runs. */
  shops: readonly TStaffShop[];
  /** The shop picked in the header, when it is one of those. */
  shopId: number | null;
};

/** The shop's menu at the counter: find an item fast and mark it sold out ("Acabou") or back. */
export function MenuPage({ shops, shopId }: MenuPageProps) {
  useDocumentTitle(`${messages.menu.title} · ${messages.app.title}`);
  const [picked, setPicked] = useState(() => shops.find((shop) => shop.shop_id === shopId) ?? shops[0]);
  if (!picked) return null;
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-black tracking-tight text-ink-900">{messages.menu.title}</h1>
          <p className="mt-1 max-w-2xl text-base text-ink-700">{fill(messages.menu.lead, { shop: picked.name })}</p>
        </div>
        {shops.length > 1 ? (
          <SelectField
            label={messages.nav.shopPicker}
            value={String(picked.shop_id)}
            options={shops.map((shop) => ({ value: String(shop.shop_id), label: shop.name }))}
            onValueChange={(value) => setPicked(shops.find((shop) => String(shop.shop_id) === value) ?? picked)}
            className="w-full sm:w-72"
          />
        ) : null}
      </div>
      <ShopMenu key={picked.shop_id} shopId={picked.shop_id} />
    </main>
  );
}

function ShopMenu({ shopId }: { shopId: number }) {
  const menu = useShopMenu(shopId);
  const change = useSetMenuItemAvailable(shopId);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MenuFilter>('all');

  if (menu.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 p-6 text-lg font-semibold">
        <Spinner />
        {messages.app.loading}
      </div>
    );
  }
  if (menu.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <FieldError>{serverMessage(menu.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void menu.refetch()}>
          {messages.menu.retry}
        </Button>
      </div>
    );
  }

  const soldOut = soldOutCount(menu.data);
  const categories = menuView(menu.data, foldText(query), filter);
  const empty = menu.data.every((category) => category.products.length === 0)
    ? messages.menu.empty
    : query.trim()
      ? fill(messages.menu.noMatch, { query: query.trim() })
      : messages.menu.noneSoldOut;
  return (
    <>
      <div className="sticky top-0 z-10 -mx-4 mt-4 flex flex-wrap items-end gap-3 bg-ink-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <TextField
          label={messages.menu.search}
          type="search"
          placeholder={messages.menu.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
          className="min-w-0 flex-1 basis-64"
        />
        <Segmented
          label={messages.menu.show}
          value={filter}
          options={[
            { value: 'all', label: messages.menu.all },
            { value: 'soldOut', label: plural(messages.menu.soldOut, soldOut) },
          ]}
          onChange={setFilter}
        />
      </div>
      {categories.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-6 text-lg text-ink-700 shadow-sm">{empty}</p>
      ) : (
        categories.map((category) => (
          <CategorySection key={category.category_id} category={category} onSwitch={change.mutate} />
        ))
      )}
    </>
  );
}

type SwitchHandler = (change: MenuItemSwitch) => void;

function CategorySection({ category, onSwitch }: { category: ShownCategory; onSwitch: SwitchHandler }) {
  const titleId = `menu-category-${category.category_id}`;
  return (
    <section aria-labelledby={titleId} className="mt-5">
      <h2 id={titleId} className="mb-2 text-xl font-black tracking-tight text-ink-900">
        {category.name}
      </h2>
      <ul className="divide-y divide-ink-100 rounded-2xl bg-white shadow-sm">
        {category.products.map((shown) => (
          <ProductRow key={shown.product.product_id} shown={shown} onSwitch={onSwitch} />
        ))}
      </ul>
    </section>
  );
}

function ProductRow({ shown: { product, narrowed }, onSwitch }: { shown: ShownProduct; onSwitch: SwitchHandler }) {
  const options = product.option_groups.flatMap((group) => group.options);
  const optionsSoldOut = options.filter((option) => !option.available).length;
  return (
    <li data-testid="menu-product" className="p-3 sm:px-4">
      <div className="flex items-center gap-3">
        <div className={`min-w-0 flex-1 ${product.available ? '' : 'opacity-60'}`}>
          <p className="text-lg leading-snug font-bold text-ink-900">{product.name}</p>
          <p className="text-base text-ink-700">
            {product.promo_price !== null ? (
              <>
                <span className="font-semibold text-emerald-800">{formatMoney(product.promo_price)}</span>{' '}
                <s>{formatMoney(product.price)}</s>
              </>
            ) : (
              formatMoney(product.price)
            )}
          </p>
        </div>
        {product.available ? null : <SoldOutBadge />}
        <SoldOutSwitch
          name={product.name}
          soldOut={!product.available}
          onChange={(soldOut) => onSwitch({ item: 'product', itemId: product.product_id, available: !soldOut })}
        />
      </div>
      {options.length > 0 ? (
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

function OptionRow({ option, onSwitch }: { option: TOption; onSwitch: SwitchHandler }) {
  return (
    <li data-testid="menu-option" className="flex items-center gap-3 py-1">
      <p className={`min-w-0 flex-1 text-base text-ink-900 ${option.available ? '' : 'opacity-60'}`}>
        {option.name}
        {option.price > 0 ? <span className="text-ink-600"> · {formatMoney(option.price)}</span> : null}
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
