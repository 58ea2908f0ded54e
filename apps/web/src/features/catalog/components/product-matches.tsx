import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Segment, TProductMatch } from '@delivery/contract/catalog';
import { toCents } from '@delivery/contract/pricing';
import { ProductImage } from '../../../components/product-image.tsx';
import { PriceTag } from './price-tag.tsx';

/** The dishes a search found in a shop, under its card, each leading to its page. */
export function ProductMatches({
  shopName,
  segment,
  matches,
}: {
  shopName: string;
  segment: Segment;
  matches: TProductMatch[];
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('catalog.home.matchesIn', { shop: shopName })}
      className="mt-2 space-y-1.5"
      data-testid="product-matches"
    >
      {matches.map((match) => (
        <li key={match.product_id}>
          <Link
            to={`/product-detail/${match.product_id}`}
            className="flex items-center gap-3 rounded-2xl bg-white p-2 ring-1 ring-ink-100 transition hover:ring-ink-300 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <ProductImage
              src={match.image}
              segment={segment}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-xl bg-ink-50 object-cover"
            />
            <span className="min-w-0 flex-1 text-sm font-semibold text-ink-900">{match.name}</span>
            <PriceTag price={{ cents: toCents(match.price), originalCents: null, from: match.from }} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
