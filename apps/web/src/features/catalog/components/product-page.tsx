import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TShopDetail } from '@delivery/contract/catalog';
import { ArrowLeftIcon } from '../../../components/action-icons.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { useProduct } from '../api/get-product.ts';
import { useShop } from '../api/get-shop.ts';
import { useNow } from '../hooks/use-now.ts';
import type { ProductLine } from '../product-line.ts';
import { shopPath } from '../shop-labels.ts';
import { LoadFailure } from './load-failure.tsx';
import { ProductDetail } from './product-detail.tsx';

type ProductPageProps = {
  productId: number;
  districtId: number | null;
  /** Puts the line in the cart (app/ composes the cart); calls `done` once it is in. */
  onAdd: (line: ProductLine, shop: TShopDetail, done: () => void) => Promise<void> | void;
  /** Atop the page's bottom bar on phones (app/ puts the bag there). */
  footer?: ReactNode;
};

/** /product-detail/:id: the product's picture beside (or above) its choices, and back to its shop. */
export function ProductPage({ productId, districtId, onAdd, footer }: ProductPageProps) {
  const { t } = useTranslation();
  const now = useNow();
  const navigate = useNavigate();
  const location = useLocation();
  const product = useProduct(productId);
  // The shop again with the customer's district, for the fee the cart keeps.
  const shop = useShop(product.data ? { shopId: product.data.product.shop_id, districtId } : null);
  const [busy, setBusy] = useState(false);

  if (product.isPending) {
    return (
      <div role="status" className="md:grid md:grid-cols-2 md:gap-8">
        <span className="sr-only">{t('catalog.product.loading')}</span>
        <div
          aria-hidden="true"
          className="-mx-4 -mt-5 aspect-[4/3] animate-pulse bg-ink-100 md:mx-0 md:mt-0 md:rounded-3xl motion-reduce:animate-none"
        />
        <div aria-hidden="true" className="mt-5 space-y-3 md:mt-0">
          <div className="h-8 w-3/4 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
          <div className="h-4 w-full animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
          <div className="h-16 w-full animate-pulse rounded-2xl bg-ink-100 motion-reduce:animate-none" />
        </div>
      </div>
    );
  }
  if (product.isError) {
    return <LoadFailure error={product.error} kind="product" onRetry={() => void product.refetch()} />;
  }

  const { product: item } = product.data;
  const detail = shop.data ?? product.data.shop;
  const fromShop = (location.state as { fromShop?: boolean } | null)?.fromShop === true;
  const backToShop = () => (fromShop ? void navigate(-1) : void navigate(shopPath(detail)));

  const add = async (line: ProductLine) => {
    setBusy(true);
    try {
      await onAdd(line, detail, backToShop);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      data-testid="product-page"
      className="md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start md:gap-10"
    >
      <div className="md:sticky md:top-24">
        <div className="relative -mx-4 -mt-5 md:mx-0 md:mt-0">
          <div className="aspect-[4/3] overflow-hidden bg-ink-100 md:rounded-3xl md:shadow-sm">
            <ProductImage
              src={item.image}
              segment={detail.segment}
              alt=""
              width={480}
              height={360}
              // The page's largest paint: fetched before the smaller images.
              fetchPriority="high"
              className={`size-full object-cover ${item.available ? '' : 'opacity-60 grayscale'}`}
            />
          </div>
          <Link
            to={shopPath(detail)}
            onClick={(event) => {
              if (!fromShop) return;
              event.preventDefault();
              void navigate(-1);
            }}
            className="absolute top-3 left-3 inline-flex min-h-11 max-w-[calc(100%-1.5rem)] items-center gap-2 rounded-full bg-white/95 py-2 pr-4 pl-3 text-sm font-semibold text-ink-900 shadow-md backdrop-blur focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <ArrowLeftIcon className="size-5 shrink-0" />
            <span className="truncate">{t('catalog.product.backTo', { shop: detail.name })}</span>
          </Link>
        </div>
      </div>
      <div className="mt-5 pb-24 md:mt-0 md:pb-0">
        <ProductDetail
          key={item.product_id}
          footer={footer}
          product={item}
          shop={detail}
          now={now}
          busy={busy}
          onAdd={(line) => void add(line)}
        />
      </div>
    </div>
  );
}
