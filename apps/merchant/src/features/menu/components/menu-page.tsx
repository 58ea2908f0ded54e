import { halfPricingRules, type HalfPricingRule } from '@delivery/contract/catalog-constants';
import type { TMenuCategory } from '@delivery/contract/menu';
import { mayDo, type TStaffShop } from '@delivery/contract/staff';
import { foldText } from '@delivery/contract/text';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PlusIcon, UtensilsIcon } from '../../../components/icons.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { ShopPageHeader } from '../../../components/shop-page-header.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { serverMessage } from '@delivery/client/api-error';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { useSaveHalfPricing } from '../api/half-pricing.ts';
import { useReorder } from '../api/menu-edits.ts';
import { useSetMenuItemAvailable, useShopMenu } from '../api/shop-menu.ts';
import { menuView, movedIds, soldOutCount, type MenuFilter } from '../menu-view.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { CategorySection, type Editing, type RowActions } from './menu-rows.tsx';
import { ProductDialog } from './product-dialog.tsx';

type MenuPageProps = {
  /** The shops whose orders this person runs. */
  shops: readonly TStaffShop[];
  /** The shop picked in the header, when it is one of those. */
  shopId: number | null;
};

/**
 * The shop's menu: at the counter, find an item fast and mark it sold out ("Acabou") or back; for
 * the owner, also add and edit categories and products and put them in order.
 */
export function MenuPage({ shops, shopId }: MenuPageProps) {
  useDocumentTitle(`${messages.menu.title} · ${messages.app.title}`);
  const [picked, setPicked] = useState(() => shops.find((shop) => shop.shop_id === shopId) ?? shops[0]);
  if (!picked) return null;
  const editor = mayDo(picked.role, 'manageShop');
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 p-4 sm:p-6">
      <ShopPageHeader
        title={messages.menu.title}
        lead={editor ? messages.menu.ownerLead : fill(messages.menu.lead, { shop: picked.name })}
        shops={shops}
        picked={picked}
        onPick={setPicked}
      />
      <ShopMenu key={picked.shop_id} shopId={picked.shop_id} editor={editor} />
    </main>
  );
}

function ShopMenu({ shopId, editor }: { shopId: number; editor: boolean }) {
  const menu = useShopMenu(shopId);
  const change = useSetMenuItemAvailable(shopId);
  const reorder = useReorder(shopId);
  const halfPricing = useSaveHalfPricing(shopId);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MenuFilter>('all');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [ordering, setOrdering] = useState(false);

  if (menu.isPending) {
    return <Loading className="p-6" />;
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

  const { categories } = menu.data;
  const soldOut = soldOutCount(categories);
  const shown = menuView(categories, foldText(query), filter);
  const empty =
    categories.length === 0 || categories.every((category) => category.products.length === 0)
      ? messages.menu.empty
      : query.trim()
        ? fill(messages.menu.noMatch, { query: query.trim() })
        : messages.menu.noneSoldOut;
  const actions: RowActions = {
    onSwitch: change.mutate,
    editor: editor
      ? {
          ordering,
          open: setEditing,
          moveCategory: (categoryId, by) => {
            const ids = categories.map((category) => category.category_id);
            reorder.mutate({ categoryIds: movedIds(ids, ids.indexOf(categoryId), by) });
          },
          moveProduct: (categoryId, productId, by) => {
            const ids = categories.find((c) => c.category_id === categoryId)!.products.map((p) => p.product_id);
            reorder.mutate({ categoryId, productIds: movedIds(ids, ids.indexOf(productId), by) });
          },
        }
      : null,
  };

  return (
    <>
      {editor && !ordering ? (
        <div className="mt-4 flex flex-wrap items-end gap-2 sm:justify-end">
          <SelectField
            label={messages.menu.halfPricing}
            value={menu.data.half_pricing}
            options={halfPricingRules.map((rule) => ({ value: rule, label: messages.menu.halfPricingRules[rule] }))}
            onValueChange={(rule) => halfPricing.mutate(rule as HalfPricingRule)}
            title={messages.menu.halfPricingHint}
            className="w-full sm:mr-auto sm:w-64"
          />
          {/* An empty menu says where to begin, with its own button, below. */}
          {categories.length > 0 ? (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  // The arrows move things among all their neighbours: the whole menu is shown.
                  setQuery('');
                  setFilter('all');
                  setOrdering(true);
                }}
                className="shrink-0"
              >
                {messages.menu.ordering}
              </Button>
              <Button
                variant="primary"
                onClick={() => setEditing({ kind: 'category' })}
                className="whitespace-nowrap max-sm:flex-1"
              >
                <PlusIcon />
                {messages.menu.newCategory}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {editor && categories.length === 0 ? (
        <SetUpMenu onStart={() => setEditing({ kind: 'category' })} />
      ) : (
        <>
          <div className="sticky top-0 z-10 -mx-4 mt-2 flex flex-wrap items-end gap-3 bg-ink-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
            {ordering ? (
              <>
                <p className="min-w-0 flex-1 basis-64 self-center text-base font-semibold text-ink-800">
                  {messages.menu.orderingLead}
                </p>
                <Button variant="accept" onClick={() => setOrdering(false)} className="max-sm:w-full">
                  {messages.menu.orderingDone}
                </Button>
              </>
            ) : (
              <>
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
              </>
            )}
          </div>
          {shown.length === 0 ? (
            <p className="mt-4 rounded-2xl bg-white p-6 text-lg text-ink-700 shadow-sm">{empty}</p>
          ) : (
            shown.map((category, index) => (
              <CategorySection
                key={category.category_id}
                category={category}
                first={index === 0}
                last={index === shown.length - 1}
                actions={actions}
              />
            ))
          )}
        </>
      )}
      {editing ? (
        <EditDialog shopId={shopId} categories={categories} editing={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

/** A menu with nothing in it yet, as its owner first meets it (a new shop): where to begin. */
function SetUpMenu({ onStart }: { onStart: () => void }) {
  return (
    <section
      aria-labelledby="menu-set-up-title"
      className="mt-4 flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm"
    >
      <UtensilsIcon className="size-10 text-ink-500" />
      <h2 id="menu-set-up-title" className="mt-3 text-xl font-black text-ink-900">
        {messages.menu.setUpTitle}
      </h2>
      <p className="mt-2 max-w-prose text-base text-ink-700">{messages.menu.setUpLead}</p>
      <Button variant="primary" onClick={onStart} className="mt-5 max-sm:w-full">
        <PlusIcon />
        {messages.menu.setUpAction}
      </Button>
    </section>
  );
}

/** The open form, fed the item as the menu now has it (a refetch after a conflict refills it). */
function EditDialog({
  shopId,
  categories,
  editing,
  onClose,
}: {
  shopId: number;
  categories: TMenuCategory[];
  editing: Editing;
  onClose: () => void;
}) {
  if (editing.kind === 'category') {
    const category = categories.find((c) => c.category_id === editing.id);
    return <CategoryDialog shopId={shopId} {...(category ? { category } : {})} onClose={onClose} />;
  }
  const product = categories.flatMap((c) => c.products).find((p) => p.product_id === editing.id);
  return (
    <ProductDialog
      shopId={shopId}
      categories={categories}
      categoryId={editing.categoryId}
      {...(product ? { product } : {})}
      onClose={onClose}
    />
  );
}
