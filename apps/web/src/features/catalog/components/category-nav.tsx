import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type CategoryNavProps = {
  categories: ReadonlyArray<{ id: string; name: string }>;
  active: string | null;
  onSelect: (id: string) => void;
};

/**
 * The menu's categories in a bar that sticks under the header while the menu scrolls; the one
 * being read is highlighted and kept in view, a tap scrolls to its section.
 */
export function CategoryNav({ categories, active, onSelect }: CategoryNavProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const bar = list.current;
    const chip = bar?.querySelector<HTMLElement>(`[data-category="${active ?? ''}"]`);
    if (!bar || !chip) return;
    const left = chip.offsetLeft - bar.clientWidth / 2 + chip.clientWidth / 2;
    bar.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active]);

  return (
    <nav
      aria-label={t('catalog.shop.categoriesLabel')}
      className="sticky top-14 z-20 -mx-4 border-b border-ink-100 bg-ink-50/95 backdrop-blur supports-[backdrop-filter]:bg-ink-50/85 md:top-16 md:mx-0"
    >
      <ul ref={list} className="relative flex gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:none] md:px-0">
        {categories.map((category) => {
          const current = category.id === active;
          return (
            <li key={category.id} className="shrink-0">
              <a
                href={`#${category.id}`}
                data-category={category.id}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(category.id);
                }}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  current ? 'bg-ink-900 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:ring-ink-400'
                }`}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
