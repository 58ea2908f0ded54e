import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HalfPricingRule, Segment, TCategory } from '@delivery/contract/catalog';
import { useActiveSection } from '../hooks/use-active-section.ts';
import { categoryAnchor, searchMenu } from '../menu-search.ts';
import { CategoryNav } from './category-nav.tsx';
import { ProductRow } from './product-row.tsx';
import { SearchField } from './search-field.tsx';

/** Header (3.5rem on phones) plus the category bar, in px: where a section's top counts as reached. */
const stickyOffset = 120;

type MenuViewProps = { categories: TCategory[]; rule: HalfPricingRule; segment: Segment };

/** The menu: a search over its items, the sticky category bar and one section per category. */
export function MenuView({ categories, rule, segment }: MenuViewProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = searchMenu(categories, deferred);
  const anchors = shown.map((category) => ({ id: categoryAnchor(category.category_id), name: category.name }));
  const { active, jumpTo } = useActiveSection(
    anchors.map((anchor) => anchor.id),
    stickyOffset,
  );

  return (
    <div>
      <SearchField
        label={t('catalog.shop.menuSearchLabel')}
        placeholder={t('catalog.shop.menuSearchPlaceholder')}
        clearLabel={t('catalog.home.clearSearch')}
        value={query}
        onChange={setQuery}
        className="mb-2 md:max-w-md"
      />
      {shown.length > 0 ? <CategoryNav categories={anchors} active={active} onSelect={jumpTo} /> : null}
      {shown.length === 0 ? (
        <p role="status" className="py-10 text-center text-base text-ink-600">
          {t('catalog.shop.menuSearchEmpty', { q: deferred.trim() })}
        </p>
      ) : (
        <div className="mt-4 space-y-8">
          {shown.map((category) => (
            <section
              key={category.category_id}
              id={categoryAnchor(category.category_id)}
              aria-labelledby={`${categoryAnchor(category.category_id)}-title`}
              className="scroll-mt-32 md:scroll-mt-36"
            >
              <h2
                id={`${categoryAnchor(category.category_id)}-title`}
                className="mb-3 text-xl font-extrabold tracking-tight text-ink-900"
              >
                {category.name}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {category.products.map((product) => (
                  <li key={product.product_id}>
                    <ProductRow product={product} rule={rule} segment={segment} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
