import { useTranslation } from 'react-i18next';
import { locale } from '@delivery/contract/constants';
import type { TPickupPlace } from '@delivery/contract/orders';
import { StoreIcon } from '../../../components/catalog-icons.tsx';
import { CheckIcon, ClockIcon, MapPinIcon } from '../../../components/icons.tsx';
import { mapsUrl, placeLine, streetLine } from '@delivery/contract/shop-address';
import { openNow, todayHours, type OpenNow } from '../pickup-hours.ts';

type PickupPlaceCardProps = {
  shopName: string;
  place: TPickupPlace;
  /** 'ready_for_pickup': the card leads with 'Pronto para retirada'. */
  ready: boolean;
};

const periodList = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });

/** Where to pick the order up: the shop, its address with a map link, and its hours today. */
export function PickupPlaceCard({ shopName, place, ready }: PickupPlaceCardProps) {
  const { t } = useTranslation();
  const { address } = place;
  const hours = todayHours(place.today);
  const hoursText =
    hours.kind === 'closed'
      ? t('orders.pickup.closedToday')
      : hours.kind === 'all-day'
        ? t('orders.pickup.allDay')
        : periodList.format(hours.periods.map((period) => t('orders.pickup.period', period)));
  const now = openNow(place.status, place.today, place.time_zone);

  return (
    <section
      data-testid="pickup-place"
      aria-labelledby="pickup-title"
      className={`overflow-hidden rounded-3xl border bg-white shadow-sm ${ready ? 'border-violet-200' : 'border-ink-100'}`}
    >
      {ready ? (
        <div data-testid="pickup-ready" className="flex items-center gap-4 bg-violet-700 px-5 py-4 text-white">
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-white/15">
            <CheckIcon className="size-6" strokeWidth={2.6} />
          </span>
          <div>
            <h2 id="pickup-title" className="text-xl font-extrabold tracking-tight">
              {t('orders.pickup.readyTitle')}
            </h2>
            <p className="mt-0.5 text-sm text-violet-50">{t('orders.pickup.readyText')}</p>
          </div>
        </div>
      ) : null}
      <div className="p-5">
        {ready ? (
          <p className="text-sm font-semibold text-ink-600">{t('orders.pickup.at')}</p>
        ) : (
          <h2 id="pickup-title" className="text-lg font-extrabold tracking-tight text-ink-900">
            {t('orders.pickup.title')}
          </h2>
        )}
        <div className="mt-3 flex gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-50 text-ink-700"
          >
            <StoreIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="font-bold text-ink-900">{shopName}</p>
            {address ? (
              <address data-testid="pickup-address" className="text-base text-ink-800 not-italic">
                {streetLine(address)}
                <br />
                {placeLine(address)}
                {address.cep ? (
                  <span className="block text-sm text-ink-600">{t('orders.pickup.cep', { cep: address.cep })}</span>
                ) : null}
              </address>
            ) : (
              <p className="text-sm text-ink-600">{t('orders.pickup.noAddress')}</p>
            )}
          </div>
        </div>
        <div className="mt-4 flex gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-50 text-ink-700"
          >
            <ClockIcon className="size-5" />
          </span>
          <div data-testid="pickup-hours" className="min-w-0">
            <p className="text-base text-ink-800">
              <span className="font-semibold text-ink-900">
                {place.today.label
                  ? t('orders.pickup.todayLabel', { label: place.today.label })
                  : t('orders.pickup.today')}
              </span>{' '}
              {hoursText}
            </p>
            <p className={`text-sm font-semibold ${now.kind === 'open' ? 'text-emerald-700' : 'text-ink-600'}`}>
              <OpenNowText now={now} />
            </p>
          </div>
        </div>
        {address ? (
          <a
            href={mapsUrl(shopName, address)}
            target="_blank"
            rel="noreferrer"
            aria-label={t('orders.pickup.directionsLabel', { shop: shopName })}
            className="mt-4 inline-flex h-11 items-center gap-2 rounded-full border border-ink-200 px-4 text-sm font-semibold text-brand-700 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <MapPinIcon className="size-5" />
            {t('orders.pickup.directions')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

function OpenNowText({ now }: { now: OpenNow }) {
  const { t } = useTranslation();
  switch (now.kind) {
    case 'open':
      return now.closes ? t('orders.pickup.openUntil', { time: now.closes }) : t('orders.pickup.open');
    case 'opens-today':
      return t('orders.pickup.opensToday', { time: now.time });
    case 'opens-tomorrow':
      return t('orders.pickup.opensTomorrow', { time: now.time });
    case 'opens-date':
      return t('orders.pickup.opensDate', { date: now.date, time: now.time });
    case 'paused':
      return t('orders.pickup.paused');
  }
}
