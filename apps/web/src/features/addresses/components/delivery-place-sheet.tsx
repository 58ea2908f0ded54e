import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, MapPinIcon } from '../../../components/icons.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import { CityList } from './city-list.tsx';

type DeliveryPlaceSheetProps = { profileId: number; onClose: () => void };

/** 'Entregar em …' opens this: the profile's cities, and the way to the customer's saved addresses. */
export function DeliveryPlaceSheet({ profileId, onClose }: DeliveryPlaceSheetProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Sheet
      title={t('deliveryPlace.title')}
      description={t('deliveryPlace.hint')}
      closeLabel={t('deliveryPlace.close')}
      onClose={onClose}
      testId="delivery-place-sheet"
    >
      <h3 id={headingId} className="sr-only">
        {t('home.chooseCity')}
      </h3>
      <CityList profileId={profileId} headingId={headingId} onChosen={onClose} />
      <Link
        to="/address"
        onClick={onClose}
        className="mt-4 flex items-center gap-4 rounded-2xl bg-ink-50 p-4 text-left transition hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-xs">
          <MapPinIcon className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-base font-bold text-ink-900">{t('deliveryPlace.myAddresses')}</span>
          <span className="block text-sm text-ink-600">{t('deliveryPlace.myAddressesHint')}</span>
        </span>
        <ChevronRightIcon className="size-5 shrink-0 text-ink-400" />
      </Link>
    </Sheet>
  );
}
