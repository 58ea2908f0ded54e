import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName, Button } from '../../../components/button.tsx';
import { StoreIcon } from '../../../components/catalog-icons.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { isNotFound } from '@delivery/client/api-error';

/** A shop or product that could not be shown: gone (back to the shops) or failed (retry). */
export function LoadFailure({
  error,
  kind,
  onRetry,
}: {
  error: unknown;
  kind: 'shop' | 'product';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const notFound = isNotFound(error);
  const texts: [string, string] =
    kind === 'shop'
      ? notFound
        ? [t('catalog.shop.notFoundTitle'), t('catalog.shop.notFoundText')]
        : [t('catalog.shop.errorTitle'), t('catalog.shop.errorText')]
      : notFound
        ? [t('catalog.product.notFoundTitle'), t('catalog.product.notFoundText')]
        : [t('catalog.product.errorTitle'), t('catalog.product.errorText')];
  return (
    <div className="mx-auto max-w-md py-8">
      <StatusPanel
        headingLevel={1}
        tone={notFound ? 'neutral' : 'error'}
        icon={notFound ? <StoreIcon className="size-7" /> : <AlertIcon className="size-7" />}
        title={texts[0]}
        text={texts[1]}
        action={
          notFound ? (
            <Link to="/" className={buttonClassName('primary')}>
              {t('catalog.shop.seeShops')}
            </Link>
          ) : (
            <Button onClick={onRetry}>{t('states.retry')}</Button>
          )
        }
      />
    </div>
  );
}
