import { useEffect, useId, useState, type ReactNode } from 'react';
import type { TShopSummary } from '@delivery/contract/catalog';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, ClockIcon, AlertIcon } from '../../../components/icons.tsx';
import { SearchIcon, StoreIcon } from '../../../components/catalog-icons.tsx';
import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useOnline } from '../../../hooks/use-online.ts';
import { waitsForConnection } from '../../../lib/connection.ts';
import { useShops } from '../api/list-shops.ts';
import { useNow } from '../hooks/use-now.ts';
import { groupShops, isSegment, presentSegments } from '../shop-labels.ts';
import { ProductMatches } from './product-matches.tsx';
import { SearchField } from './search-field.tsx';
import { SegmentFilter, SegmentFilterSkeleton } from './segment-filter.tsx';
import { ShopCard, ShopCardSkeleton } from './shop-card.tsx';

const searchDelayMs = 300;

type ShopDirectoryProps = {
  cityId: number;
  cityName: string;
  /** The chosen address's district: fees to it, and 'Não entrega no seu bairro'. */
  districtId: number | null;
  /** The signed-in customer's favourite shops, the newest first: a row of those of this city above the list. */
  favouriteIds?: readonly number[];
  favouritesTitle?: string;
  /** The button over each card's cover (the heart). */
  cardAction?: (shop: TShopSummary) => ReactNode;
};

/**
 * The MARKETPLACE home: the city's shops, searched by shop and product names (accents and case
 * ignored by the server), filtered by segment and 'Abertas agora'. Filters live in the URL, so
 * coming back from a shop finds them as they were.
 */
export function ShopDirectory({
  cityId,
  cityName,
  districtId,
  favouriteIds = [],
  favouritesTitle = '',
  cardAction,
}: ShopDirectoryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const segmentParam = params.get('segmento');
  const segment = isSegment(segmentParam) ? segmentParam : null;
  const openNow = params.get('abertas') === '1';
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      // A filter changes the list, not the page: the reader stays where they are.
      { replace: true, preventScrollReset: true },
    );

  // The search waits for a pause in typing before it asks the server.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = window.setTimeout(() => update({ q: typed.trim() || null }), searchDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render; the typed text drives this.
  }, [typed, q]);

  const base = useShops({ cityId, districtId });
  const filtered = segment !== null || openNow || q !== '';
  const shops = useShops(filtered ? { cityId, districtId, segment, openNow, q } : null);
  const list = filtered ? shops : base;
  const online = useOnline();
  const waiting = waitsForConnection(list, online);
  const districtKnown = districtId !== null;
  const available = presentSegments(base.data ?? []);
  const favourites = favouriteIds.flatMap((id) => base.data?.find((shop) => shop.shop_id === id) ?? []);

  const clearFilters = () => {
    setTyped('');
    update({ q: null, segmento: null, abertas: null });
  };

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">{t('catalog.home.title')}</h1>
      <SearchField
        label={t('catalog.home.searchLabel')}
        placeholder={t('catalog.home.searchPlaceholder')}
        clearLabel={t('catalog.home.clearSearch')}
        value={typed}
        onChange={setTyped}
        className="md:max-w-xl"
      />
      {available.length > 1 ? (
        <SegmentFilter segments={available} active={segment} onChange={(next) => update({ segmento: next })} />
      ) : base.isPending ? (
        <SegmentFilterSkeleton />
      ) : null}
      {favourites.length > 0 && !filtered ? (
        <FavouriteRow
          title={favouritesTitle}
          shops={favourites}
          districtKnown={districtKnown}
          now={now}
          cardAction={cardAction}
        />
      ) : null}
      <section aria-labelledby={headingId} aria-busy={list.isFetching || undefined}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-2 gap-y-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-extrabold tracking-tight text-ink-900 md:text-xl">
              {q ? t('catalog.home.resultsFor', { q }) : t('catalog.home.shopsIn', { city: cityName })}
            </h2>
            <p role="status" className="min-h-5 text-sm font-medium text-ink-600">
              {list.data && !waiting ? t('catalog.home.count', { count: list.data.length }) : null}
            </p>
          </div>
          <div className="flex items-center gap-1">
            {filtered ? (
              <button
                type="button"
                onClick={clearFilters}
                className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {t('catalog.home.clearFilters')}
              </button>
            ) : null}
            <button
              type="button"
              aria-pressed={openNow}
              onClick={() => update({ abertas: openNow ? null : '1' })}
              className={`inline-flex min-h-10 items-center gap-1 rounded-full border px-3 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                openNow
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-ink-200 bg-white text-ink-800 hover:border-ink-400'
              }`}
            >
              {openNow ? <CheckIcon className="size-4" strokeWidth={2.6} /> : <ClockIcon className="size-4" />}
              {t('catalog.home.openNow')}
            </button>
          </div>
        </div>

        {/* Offline, a search or a list not read yet waits for the connection, and is read once it is back. */}
        {waiting ? (
          <OfflineNotice headingLevel={3} />
        ) : list.isPending ? (
          <div role="status">
            <span className="sr-only">{t('catalog.home.loading')}</span>
            <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((index) => (
                <li key={index}>
                  <ShopCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : list.isError && !list.data ? (
          <StatusPanel
            headingLevel={3}
            tone="error"
            icon={<AlertIcon className="size-7" />}
            title={t('catalog.home.errorTitle')}
            text={t('catalog.home.errorText')}
            action={
              <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
                {t('states.retry')}
              </Button>
            }
          />
        ) : list.data.length === 0 ? (
          <StatusPanel
            headingLevel={3}
            icon={filtered ? <SearchIcon className="size-7" /> : <StoreIcon className="size-7" />}
            title={filtered ? t('catalog.home.emptyTitle') : t('catalog.home.emptyCityTitle', { city: cityName })}
            text={filtered ? t('catalog.home.emptyText') : t('catalog.home.emptyCityText')}
            action={filtered ? <Button onClick={clearFilters}>{t('catalog.home.clearFilters')}</Button> : undefined}
          />
        ) : (
          <div className={`space-y-8 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {groupShops(list.data, districtKnown).map((group, groupIndex) => (
              <div key={group.kind}>
                {group.kind !== 'open' ? (
                  <h3 className="mb-3 text-base font-bold text-ink-700">{t(`catalog.home.groups.${group.kind}`)}</h3>
                ) : null}
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.shops.map((shop, index) => (
                    <li key={shop.shop_id} className="flex flex-col">
                      {/* The card fills what its row leaves above the dishes found, so cards of a row line up. */}
                      <div className="flex-1">
                        <ShopCard
                          shop={shop}
                          districtKnown={districtKnown}
                          now={now}
                          first={groupIndex === 0 && index === 0 && favourites.length === 0}
                          action={cardAction?.(shop)}
                        />
                      </div>
                      {shop.matches?.length ? (
                        <ProductMatches shopName={shop.name} segment={shop.segment} matches={shop.matches} />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

type FavouriteRowProps = {
  title: string;
  shops: TShopSummary[];
  districtKnown: boolean;
  now: Date;
  cardAction: ShopDirectoryProps['cardAction'];
};

/** The customer's favourites of this city, above the list: a row that scrolls sideways on phones. */
function FavouriteRow({ title, shops, districtKnown, now, cardAction }: FavouriteRowProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="favourite-shops">
      <h2 id={headingId} className="mb-3 text-lg font-extrabold tracking-tight text-ink-900 md:text-xl">
        {title}
      </h2>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pt-1 pb-3 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-3">
        {shops.map((shop, index) => (
          <li key={shop.shop_id} className="w-72 shrink-0 snap-start md:w-auto">
            <ShopCard
              shop={shop}
              districtKnown={districtKnown}
              now={now}
              first={index === 0}
              action={cardAction?.(shop)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
