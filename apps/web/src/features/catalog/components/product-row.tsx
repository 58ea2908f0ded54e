import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HalfPricingRule, Segment, TProduct } from '@delivery/contract/catalog';
import { ProductImage } from '../../../components/product-image.tsx';
import { listPrice } from '@delivery/contract/pricing';
import { PriceTag } from './price-tag.tsx';

type ProductRowProps = { product: TProduct; rule: HalfPricingRule; segment: Segment };

/** A menu item: name, two lines of description, price and picture; an unavailable one is muted and not a link. */
export function ProductRow({ product, rule, segment }: ProductRowProps) {
  const { t } = useTranslation();
  const price = listPrice(product, rule);
  const body = (
    <>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className={`text-base font-semibold ${product.available ? 'text-ink-900' : 'text-ink-600'}`}>
          {product.name}
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-ink-600">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {product.available ? (
            <PriceTag price={price} />
          ) : (
            <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-bold text-ink-700">
              {t('catalog.shop.unavailable')}
            </span>
          )}
          {product.available && price.originalCents !== null ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800">
              {t('catalog.shop.promo')}
            </span>
          ) : null}
        </div>
      </div>
      <ProductImage
        src={product.image}
        segment={segment}
        alt=""
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
        className={`size-24 shrink-0 rounded-2xl bg-ink-50 object-cover md:size-28 ${product.available ? '' : 'opacity-50 grayscale'}`}
      />
    </>
  );
  const frame = 'flex h-full gap-4 rounded-2xl border p-4';
  if (!product.available) {
    return (
      <div data-testid="product-row" aria-disabled="true" className={`${frame} border-ink-100 bg-ink-50`}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={`/product-detail/${product.product_id}`}
      state={{ fromShop: true }}
      data-testid="product-row"
      className={`${frame} border-ink-100 bg-white shadow-xs transition hover:border-ink-200 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {body}
    </Link>
  );
}
