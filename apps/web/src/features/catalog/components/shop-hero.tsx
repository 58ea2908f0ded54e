import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopPaymentMethod, TShopDetail } from '@delivery/contract/catalog';
import { ArrowLeftIcon, MailIcon } from '../../../components/action-icons.tsx';
import { useCanOrder } from '../../../lib/shop-schedules.ts';
import { BikeIcon, CoinBackIcon, WalletIcon } from '../../../components/catalog-icons.tsx';
import { BagIcon, ChevronRightIcon, ClockIcon } from '../../../components/icons.tsx';
import { useLabel } from '../hooks/use-label.ts';
import { estimateText, feeLabel, freeDeliveryLabel, isNotServed, minOrderLabel } from '../shop-labels.ts';
import { describeStatus, statusLabel, type StatusKey } from '../shop-status.ts';
import { Dot, RatingBadge } from './shop-meta.tsx';
import { ShopCover, ShopLogo } from '../../../components/shop-art.tsx';

const HoursSheet = lazy(() => import('./hours-sheet.tsx').then((module) => ({ default: module.HoursSheet })));

// The shop's own switches: a card paid in the app is not one (decision 0084), the shop page names none.
const paymentKey: Record<ShopPaymentMethod, 'cash' | 'cardOnDelivery' | 'pix'> = {
  cash: 'cash',
  card_on_delivery: 'cardOnDelivery',
  pix: 'pix',
};

type ShopHeroProps = {
  shop: TShopDetail;
  districtKnown: boolean;
  now: Date;
  onBack: (() => void) | null;
  /** A button over the cover's top right corner (the favourite heart). */
  coverAction?: ReactNode;
};

/** The top of a shop page: cover, logo, name, rating, time, fee, minimum, hours and how to pay. */
export function ShopHero({ shop, districtKnown, now, onBack, coverAction }: ShopHeroProps) {
  const { t } = useTranslation();
  const text = useLabel();
  const [hoursOpen, setHoursOpen] = useState(false);
  const fee = feeLabel(shop, districtKnown);
  const minimum = minOrderLabel(shop);
  const freeAbove = freeDeliveryLabel(shop);
  const status = statusLabel(describeStatus(shop.status, shop.time_zone, now));
  const open = shop.status.is_open;

  return (
    <header>
      <div className="relative -mx-4 -mt-5 overflow-hidden bg-ink-100 md:mx-0 md:-mt-2 md:rounded-3xl">
        {onBack ? (
          // Phones have no browser bar in the installed app: the way back sits on the cover.
          <button
            type="button"
            onClick={onBack}
            aria-label={t('catalog.shop.back')}
            data-testid="shop-back"
            className="absolute top-3 left-3 grid size-11 place-items-center rounded-full bg-white/95 text-ink-900 shadow-md focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 md:hidden"
          >
            <ArrowLeftIcon className="size-6" strokeWidth={2.2} />
          </button>
        ) : null}
        {coverAction ? <div className="absolute top-3 right-3">{coverAction}</div> : null}
        <ShopCover
          src={shop.cover}
          segment={shop.segment}
          width={1200}
          height={400}
          // The page's largest paint: fetched before the logo and the menu's photos.
          fetchPriority="high"
          className={`aspect-[5/2] w-full md:aspect-[4/1] ${open ? '' : 'grayscale-[40%]'}`}
        />
      </div>
      <div className="relative flex items-end gap-4 px-1">
        <ShopLogo
          src={shop.logo}
          name={shop.name}
          width={96}
          height={96}
          className="-mt-12 size-24 shrink-0 rounded-3xl border-4 border-ink-50 text-4xl shadow-md md:-mt-14 md:size-28"
        />
      </div>
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_24rem] md:items-start md:gap-8">
        <div>
          <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">{shop.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-ink-600">
            <Link
              to={`/evaluation/${shop.shop_id}`}
              className="-mx-1 inline-flex items-center rounded-full px-1 hover:bg-amber-50 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <RatingBadge shop={shop} />
              <ChevronRightIcon className="size-4 text-amber-700" />
            </Link>
            <Dot />
            <span>{t(`catalog.segment.${shop.segment}`)}</span>
          </p>
          {shop.description ? (
            <p className="mt-2 max-w-2xl text-sm text-ink-700 md:text-base">{shop.description}</p>
          ) : null}
        </div>

        <div className="mt-4 divide-y divide-ink-100 rounded-3xl bg-white shadow-xs ring-1 ring-ink-100 md:-mt-10">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 px-4 py-3.5 text-sm text-ink-800">
            <li className="flex items-center gap-2">
              <ClockIcon className="size-5 shrink-0 text-brand-600" />
              <span className="sr-only">{t('catalog.estimateLabel')} </span>
              <span className="font-semibold">{estimateText(shop)}</span>
            </li>
            <li
              className={`flex items-center gap-2 font-semibold ${
                isNotServed(shop, districtKnown)
                  ? 'text-brand-700'
                  : fee.key === 'catalog.fee.free'
                    ? 'text-emerald-700'
                    : ''
              }`}
            >
              <BikeIcon className="size-5 shrink-0 text-brand-600" />
              {text(fee)}
            </li>
            {minimum ? (
              <li className="flex items-center gap-2 text-ink-700">
                <BagIcon className="size-5 shrink-0 text-brand-600" />
                {text(minimum)}
              </li>
            ) : null}
            {freeAbove && !isNotServed(shop, districtKnown) && shop.delivery_fee !== 0 ? (
              <li data-testid="free-delivery-above" className="flex items-center gap-2 font-semibold text-emerald-700">
                <BikeIcon className="size-5 shrink-0 text-emerald-600" />
                {text(freeAbove)}
              </li>
            ) : null}
          </ul>
          <button
            type="button"
            onClick={() => setHoursOpen(true)}
            aria-haspopup="dialog"
            className="flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
          >
            <span
              aria-hidden="true"
              className={`ml-1.5 size-2.5 shrink-0 rounded-full ${open ? 'bg-emerald-500' : 'bg-ink-400'}`}
            />
            <span className={`min-w-0 flex-1 font-semibold ${open ? 'text-emerald-800' : 'text-ink-800'}`}>
              {text({ key: `catalog.status.${status.key}`, values: status.values })}
            </span>
            <span className="flex items-center gap-1 font-semibold text-brand-700">
              {t('catalog.shop.hours')}
              <ChevronRightIcon className="size-4" strokeWidth={2.4} />
            </span>
          </button>
          {shop.payment_methods.length > 0 ? (
            <p className="flex items-center gap-2 px-4 py-3.5 text-sm text-ink-700">
              <WalletIcon className="size-5 shrink-0 text-brand-600" />
              <span>
                <span className="sr-only">{t('catalog.shop.paymentMethods')}: </span>
                {shop.payment_methods
                  .map((method) => t(`catalog.shop.paymentMethod.${paymentKey[method]}`))
                  .join(' · ')}
              </span>
            </p>
          ) : null}
          {shop.cashback_percent > 0 ? (
            <p data-testid="shop-cashback" className="flex items-start gap-2 px-4 py-3.5 text-sm text-ink-700">
              <CoinBackIcon className="size-5 shrink-0 text-emerald-600" />
              <span>
                <span className="font-semibold text-emerald-800">
                  {t('catalog.shop.cashback', { percent: shop.cashback_percent })}
                </span>{' '}
                {t('catalog.shop.cashbackDetail')}
              </span>
            </p>
          ) : null}
          <Link
            to={`/contact?loja=${shop.shop_id}`}
            className="flex min-h-12 items-center gap-2 px-4 py-2 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
          >
            <MailIcon className="size-5 shrink-0 text-brand-600" />
            <span className="flex-1">{t('catalog.shop.contact')}</span>
            <ChevronRightIcon className="size-4 text-brand-700" strokeWidth={2.4} />
          </Link>
        </div>
      </div>

      {hoursOpen ? (
        <Suspense fallback={null}>
          <HoursSheet shop={shop} now={now} onClose={() => setHoursOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * The line under the status of a shop its staff paused, or with no hours ahead; any other closed
 * shop opens by its hours.
 */
const bannerText: Partial<Record<StatusKey, 'pausedText' | 'pausedUntilText' | 'noHoursText'>> = {
  paused: 'pausedText',
  pausedUntil: 'pausedUntilText',
  pausedUntilTomorrow: 'pausedUntilText',
  noHours: 'noHoursText',
};

/**
 * 'Fechada agora · abre hoje às 18:00', 'Pausada até 19:40', 'Fechada no momento' or 'Fechada
 * agora · sem previsão de abertura', above the menu of a closed shop; with slots offered, it says
 * an order can be scheduled.
 */
export function ClosedBanner({ shop, now }: { shop: TShopDetail; now: Date }) {
  const { t } = useTranslation();
  const text = useLabel();
  const { scheduleOnly } = useCanOrder(shop);
  if (shop.status.is_open) return null;
  const status = statusLabel(describeStatus(shop.status, shop.time_zone, now));
  const detail = scheduleOnly ? 'scheduleText' : (bannerText[status.key] ?? 'closedText');
  return (
    <div
      data-testid="closed-banner"
      className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <ClockIcon className="mt-0.5 size-6 shrink-0 text-amber-700" />
      <div>
        <p className="font-bold">{text({ key: `catalog.banner.${status.key}`, values: status.values })}</p>
        <p className="mt-0.5 text-sm">{t(`catalog.banner.${detail}`)}</p>
      </div>
    </div>
  );
}
