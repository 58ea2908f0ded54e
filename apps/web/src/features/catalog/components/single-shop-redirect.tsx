import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { StoreIcon } from '../../../components/catalog-icons.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useShops } from '../api/list-shops.ts';
import { shopPath } from '../shop-labels.ts';

/** A SINGLE profile's home is its one shop: this finds it in the city and goes there. */
export function SingleShopRedirect({ cityId }: { cityId: number }) {
  const { t } = useTranslation();
  const shops = useShops({ cityId });

  if (shops.isPending) return <LoadingOverlay />;
  const shop = shops.data?.[0];
  if (shop) return <Navigate to={shopPath(shop)} replace />;
  return (
    <div className="mx-auto max-w-md py-8">
      {shops.isError ? (
        <StatusPanel
          tone="error"
          headingLevel={1}
          icon={<AlertIcon className="size-7" />}
          title={t('catalog.home.singleErrorTitle')}
          text={t('catalog.home.errorText')}
          action={<Button onClick={() => void shops.refetch()}>{t('states.retry')}</Button>}
        />
      ) : (
        <StatusPanel
          headingLevel={1}
          icon={<StoreIcon className="size-7" />}
          title={t('catalog.home.emptyTitle')}
          text={t('catalog.home.errorText')}
        />
      )}
    </div>
  );
}
