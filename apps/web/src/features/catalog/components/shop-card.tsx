import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TShopSummary } from '@delivery/contract/catalog';
import { BikeIcon } from '../../../components/catalog-icons.tsx';
import { BagIcon, ClockIcon } from '../../../components/icons.tsx';
import { estimateText, feeLabel, isNotServed, minOrderLabel, shopPath } from '../shop-labels.ts';
import { describeStatus, statusLabel } from '../shop-status.ts';
import { useLabel } from '../hooks/use-label.ts';
import { Dot, RatingBadge } from './shop-meta.tsx';
import { ShopCover, ShopLogo } from '../../../components/shop-art.tsx';

type ShopCardProps = {
  shop: TShopSummary;
  districtKnown: boolean;
  now: Date;
  /** The list's first card: its cover is the home page's largest paint, so it is fetched at once. */
  first?: boolean;
  /** A button over the cover's corner (the favourite heart), beside the link rather than in it. */
  action?: ReactNode;
};

/**
 * A shop in the list: cover and logo, name, rating, segment and time, fee and minimum order.
 * A closed shop, or one that does not deliver to the customer's district, is muted and says why.
 */
export function ShopCard({ shop, districtKnown, now, first = false, action }: ShopCardProps) {
  const { t } = useTranslation();
  const text = useLabel();
  const fee = feeLabel(shop, districtKnown);
  const minimum = minOrderLabel(shop);
  const notServed = isNotServed(shop, districtKnown);
  const closed = !shop.status.is_open;
  const muted = closed || notServed;
  const status = statusLabel(describeStatus(shop.status, shop.time_zone, now));

  return (
    <div className="relative h-full">
      <Link
        to={shopPath(shop)}
        data-testid="shop-card"
        data-muted={muted || undefined}
        className={`group flex h-full flex-col overflow-hidden rounded-3xl border shadow-xs transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          muted ? 'border-ink-100 bg-ink-50' : 'border-ink-100 bg-white hover:-translate-y-0.5 hover:shadow-lg'
        }`}
      >
        <div className="relative aspect-[3/1] overflow-hidden bg-ink-100">
          <ShopCover
            src={shop.cover}
            segment={shop.segment}
            width={600}
            height={200}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            className={`size-full transition duration-300 ${
              muted ? 'opacity-70 grayscale' : 'group-hover:scale-[1.03]'
            }`}
          />
          {closed ? (
            <span className="absolute top-3 left-3 inline-flex max-w-[calc(100%-1.5rem)] items-center gap-1.5 rounded-full bg-ink-900/85 px-3 py-1 text-xs font-semibold text-white backdrop-blur-sm">
              <ClockIcon className="size-3.5 shrink-0" strokeWidth={2.2} />
              <span className="truncate">{text({ key: `catalog.status.${status.key}`, values: status.values })}</span>
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col px-4 pb-4">
          <div className="flex items-end gap-3">
            <ShopLogo
              src={shop.logo}
              name={shop.name}
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className={`relative -mt-8 size-16 shrink-0 rounded-2xl border-4 border-white text-2xl shadow-sm ${muted ? 'grayscale' : ''}`}
            />
            <div className="min-w-0 flex-1 pt-2">
              <h3 className="line-clamp-2 text-base leading-snug font-bold break-words text-ink-900">{shop.name}</h3>
              <p className="flex items-center gap-x-1.5 text-sm text-ink-600">
                <RatingBadge shop={shop} />
                <Dot />
                <span className="truncate">{t(`catalog.segment.${shop.segment}`)}</span>
              </p>
            </div>
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
            <li className="flex items-center gap-1.5">
              <ClockIcon className="size-4 shrink-0 text-ink-500" />
              <span className="sr-only">{t('catalog.estimateLabel')} </span>
              {estimateText(shop)}
            </li>
            <li
              className={`flex items-center gap-1.5 ${
                notServed
                  ? 'font-semibold text-brand-700'
                  : fee.key === 'catalog.fee.free'
                    ? 'font-semibold text-emerald-700'
                    : ''
              }`}
            >
              <BikeIcon className="size-4 shrink-0 text-ink-500" />
              {text(fee)}
            </li>
            {minimum ? (
              <li className="flex items-center gap-1.5 text-ink-600">
                <BagIcon className="size-4 shrink-0 text-ink-500" />
                {text(minimum)}
              </li>
            ) : null}
          </ul>
        </div>
      </Link>
      {action ? <div className="absolute top-2 right-2">{action}</div> : null}
    </div>
  );
}

/** The card's outline while the list loads. */
export function ShopCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-ink-100 bg-white">
      <div className="aspect-[3/1] animate-pulse bg-ink-100 motion-reduce:animate-none" />
      <div className="px-4 pb-4">
        <div className="flex items-end gap-3">
          <div className="relative -mt-8 size-16 shrink-0 rounded-2xl border-4 border-white bg-ink-100" />
          <div className="flex-1 space-y-2 pb-1">
            <div className="h-4 w-2/3 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
            <div className="h-3.5 w-1/3 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
          </div>
        </div>
        <div className="mt-4 h-3.5 w-5/6 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
