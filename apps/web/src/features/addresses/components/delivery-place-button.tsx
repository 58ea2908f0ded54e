import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, MapPinIcon } from '../../../components/icons.tsx';
import { deliveryPlaceText } from '../address-text.ts';
import { useStoredAddress } from '../api/stored-address.ts';

/**
 * The header's 'Entregar em Campinas ▾' (or the chosen address's street): opens the place sheet.
 * Its name is its visible text, then what it does, so a voice command naming what is seen works.
 */
export function DeliveryPlaceButton({ onOpen, className = '' }: { onOpen: () => void; className?: string }) {
  const { t } = useTranslation();
  const address = useStoredAddress();
  const place = deliveryPlaceText(address.data);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={`group flex min-h-11 min-w-0 items-center gap-2 rounded-full text-left focus-visible:outline-3 focus-visible:outline-brand-600 ${className}`}
    >
      <MapPinIcon className="size-5 shrink-0 text-brand-600" />
      <span className="min-w-0 leading-tight">
        <span className="block text-[0.7rem] font-semibold tracking-wide whitespace-nowrap text-ink-600 uppercase">
          {t('header.deliverTo')}
        </span>{' '}
        <span className="flex items-center gap-1 text-sm font-bold text-ink-900">
          <span data-testid="delivery-place" className="truncate">
            {place ?? t('header.choosePlace')}
          </span>
          {place ? <span className="sr-only">. {t('header.changePlace')}</span> : null}
          <ChevronDownIcon
            className="size-4 shrink-0 text-brand-600 transition group-hover:translate-y-0.5"
            strokeWidth={2.4}
          />
        </span>
      </span>
    </button>
  );
}
