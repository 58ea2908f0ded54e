import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button.tsx';
import { BagIcon } from '../../../components/icons.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';

/**
 * Checkout with nothing in the bag (never filled, expired, or just ordered): back to the shops, or
 * for a single-shop tenant to its menu (its home is its one shop's page).
 */
export function CheckoutEmpty({ singleShop }: { singleShop: boolean }) {
  const { t } = useTranslation();
  const copy = singleShop ? 'checkout.emptySingle' : 'checkout.empty';
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">{t('pages.checkout')}</h1>
      <StatusPanel
        icon={<BagIcon className="size-7" />}
        title={t(`${copy}.title`)}
        text={t(`${copy}.text`)}
        action={
          <Link to="/" className={buttonClassName('primary')}>
            {t(`${copy}.action`)}
          </Link>
        }
      />
    </div>
  );
}
