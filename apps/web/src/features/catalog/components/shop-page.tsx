import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShopDetail } from '@delivery/contract/catalog';
import { Button } from '../../../components/button.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useOnline } from '../../../hooks/use-online.ts';
import { waitsForConnection } from '../../../lib/connection.ts';
import { useShop, type ShopRef } from '../api/get-shop.ts';
import { useMenu } from '../api/get-menu.ts';
import { useNow } from '../hooks/use-now.ts';
import { LoadFailure } from './load-failure.tsx';
import { MenuView } from './menu-view.tsx';
import { ClosedBanner, ShopHero } from './shop-hero.tsx';

type ShopPageProps = {
  shopRef: ShopRef;
  districtKnown: boolean;
  /** The phone's back arrow over the cover; null for none. */
  onBack: (() => void) | null;
  /** A button over the cover's corner (the favourite heart). */
  coverAction?: (shop: TShopDetail) => ReactNode;
};

/** A shop's page, by id or permalink: its details, a closed banner when it is, and its menu. */
export function ShopPage({ shopRef, districtKnown, onBack, coverAction }: ShopPageProps) {
  const { t } = useTranslation();
  const now = useNow();
  const shop = useShop(shopRef);
  const menu = useMenu(shop.data?.shop_id);
  const online = useOnline();

  // A shop never seen on this device, offline: said so, and read again when the connection is back.
  if (waitsForConnection(shop, online)) return <OfflineNotice headingLevel={1} />;
  if (shop.isPending) return <ShopSkeleton label={t('catalog.shop.loading')} />;
  if (shop.isError) return <LoadFailure error={shop.error} kind="shop" onRetry={() => void shop.refetch()} />;

  return (
    <div className="space-y-5" data-testid="shop-page" data-shop-id={shop.data.shop_id}>
      <ShopHero
        shop={shop.data}
        districtKnown={districtKnown}
        now={now}
        onBack={onBack}
        coverAction={coverAction?.(shop.data)}
      />
      <ClosedBanner shop={shop.data} now={now} />
      {waitsForConnection(menu, online) ? (
        <OfflineNotice />
      ) : menu.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('catalog.shop.menuLoading')}</span>
          {[0, 1, 2, 3].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="h-32 animate-pulse rounded-2xl bg-ink-100 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : menu.isError ? (
        <StatusPanel
          headingLevel={2}
          tone="error"
          icon={<AlertIcon className="size-7" />}
          title={t('catalog.shop.menuErrorTitle')}
          text={t('catalog.shop.errorText')}
          action={<Button onClick={() => void menu.refetch()}>{t('states.retry')}</Button>}
        />
      ) : menu.data.length === 0 ? (
        <p className="py-10 text-center text-base text-ink-600">{t('catalog.shop.menuEmpty')}</p>
      ) : (
        <MenuView categories={menu.data} rule={shop.data.half_pricing} segment={shop.data.segment} />
      )}
    </div>
  );
}

function ShopSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div
        aria-hidden="true"
        className="-mx-4 -mt-5 aspect-[5/2] animate-pulse bg-ink-100 md:mx-0 md:mt-0 md:aspect-[4/1] md:rounded-3xl motion-reduce:animate-none"
      />
      <div aria-hidden="true" className="-mt-16 ml-1 size-24 rounded-3xl border-4 border-ink-50 bg-ink-100" />
      <div aria-hidden="true" className="h-7 w-2/3 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
      <div aria-hidden="true" className="h-4 w-1/2 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
      <div aria-hidden="true" className="grid grid-cols-2 gap-2">
        <div className="h-11 animate-pulse rounded-2xl bg-ink-100 motion-reduce:animate-none" />
        <div className="h-11 animate-pulse rounded-2xl bg-ink-100 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
