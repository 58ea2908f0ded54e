import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/catalog-icons.tsx';

/** A given review's stars, read as one image ('Avaliado com 4 de 5 estrelas'). */
export function Stars({ stars, className = 'size-5' }: { stars: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('orders.review.stars', { stars })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`${className} ${n <= stars ? 'text-amber-500' : 'text-ink-200'}`} />
      ))}
    </span>
  );
}
