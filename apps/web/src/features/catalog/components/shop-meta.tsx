import { useTranslation } from 'react-i18next';
import type { TShopSummary } from '@delivery/contract/catalog';
import { StarIcon } from '../../../components/catalog-icons.tsx';
import { useLabel } from '../hooks/use-label.ts';
import { ratingLabel } from '../shop-labels.ts';

/** '★ 4,7 (312)' in amber, or 'Novo'; read as 'Avaliação 4,7 de 5, 312 avaliações'. */
export function RatingBadge({ shop }: { shop: Pick<TShopSummary, 'rating' | 'rating_count'> }) {
  const { t } = useTranslation();
  const text = useLabel();
  const label = ratingLabel(shop);
  if (label.key === 'catalog.rating.new') {
    return (
      <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800">
        <span aria-hidden="true">{t('catalog.rating.new')}</span>
        <span className="sr-only">{t('catalog.rating.newLabel')}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
      <StarIcon className="size-4 text-amber-500" />
      <span aria-hidden="true">{text(label)}</span>
      <span className="sr-only">{text({ key: 'catalog.rating.label', values: label.values })}</span>
    </span>
  );
}

/** A thin dot between facts of a line. */
export const Dot = () => (
  <span aria-hidden="true" className="text-ink-400">
    •
  </span>
);
