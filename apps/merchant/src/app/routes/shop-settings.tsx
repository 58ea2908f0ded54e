import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { isShopSettingsSection } from '../../features/shop-settings/sections.ts';
import { messages } from '../../lib/messages.ts';
import { usePanel } from '../layout/panel-shell.tsx';
import { useLinkedShop } from '../use-linked-shop.ts';

// The counter opens the board: the settings load when asked for.
const ShopSettingsPage = lazy(() =>
  import('../../features/shop-settings/components/shop-settings-page.tsx').then((module) => ({
    default: module.ShopSettingsPage,
  })),
);

const CardAccountSection = lazy(() =>
  import('../../features/card-payments/components/card-account-section.tsx').then((module) => ({
    default: module.CardAccountSection,
  })),
);

const OpenDeliverySection = lazy(() =>
  import('../../features/open-delivery/components/open-delivery-section.tsx').then((module) => ({
    default: module.OpenDeliverySection,
  })),
);

const TablesSection = lazy(() =>
  import('../../features/shop-tables/components/tables-section.tsx').then((module) => ({
    default: module.TablesSection,
  })),
);

const ShopAlertCard = lazy(() =>
  import('../../features/whatsapp/components/shop-alert-card.tsx').then((module) => ({
    default: module.ShopAlertCard,
  })),
);

/**
 * The shop's settings are the owner's and the operator's (the API checks the same rule). A link
 * naming one of their shops opens on it (what an operator's "Lojas" page sends to put right).
 */
export function ShopSettingsRoute() {
  const { me, shopId: picked } = usePanel();
  const { section } = useParams();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'manageShop'));
  const shopId = useLinkedShop(shops, picked);
  if (shops.length === 0) return <Navigate to="/" replace />;
  if (!isShopSettingsSection(section)) return <Navigate to="/loja/horarios" replace />;
  return (
    <Suspense
      fallback={
        <div role="status" className="flex flex-1 items-center justify-center gap-3 p-12 text-lg font-semibold">
          <Spinner />
          {messages.app.loading}
        </div>
      }
    >
      <ShopSettingsPage
        key={shopId ?? 'all'}
        shops={shops}
        shopId={shopId}
        section={section}
        integration={(id) => (
          <>
            <div className="mt-4">
              <ShopAlertCard shopId={id} />
            </div>
            <OpenDeliverySection shopId={id} />
          </>
        )}
        tables={(shop) => <TablesSection shopId={shop.shop_id} shopName={shop.name} />}
        cardPayments={(id) => (
          // Its own boundary: the methods' form stays on screen while the block's code arrives.
          <Suspense fallback={null}>
            <CardAccountSection shopId={id} />
          </Suspense>
        )}
      />
    </Suspense>
  );
}
