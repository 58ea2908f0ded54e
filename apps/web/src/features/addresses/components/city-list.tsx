import { useTranslation } from 'react-i18next';
import type { TCity } from '@delivery/contract/addresses';
import { Button } from '../../../components/button.tsx';
import { AlertIcon, CheckIcon, ChevronRightIcon, MapPinIcon } from '../../../components/icons.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useCities } from '../api/get-cities.ts';
import { addressFromCity, useStoreAddress, useStoredAddress } from '../api/stored-address.ts';

type CityListProps = { profileId: number; headingId: string; onChosen?: () => void };

/** The profile's cities as cards; choosing one stores it as the delivery Address. */
export function CityList({ profileId, headingId, onChosen }: CityListProps) {
  const { t } = useTranslation();
  const cities = useCities(profileId);
  const address = useStoredAddress();
  const storeAddress = useStoreAddress();

  if (cities.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('home.citiesLoading')}</span>
        <ul aria-hidden="true" className="grid gap-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-[76px] animate-pulse rounded-2xl bg-ink-100 motion-reduce:animate-none" />
          ))}
        </ul>
      </div>
    );
  }

  if (cities.isError) {
    return (
      <StatusPanel
        headingLevel={3}
        tone="error"
        icon={<AlertIcon className="size-7" />}
        title={t('home.citiesErrorTitle')}
        text={t('home.citiesErrorText')}
        action={
          <Button onClick={() => void cities.refetch()} disabled={cities.isFetching}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  }

  if (cities.data.length === 0) {
    return (
      <StatusPanel
        headingLevel={3}
        icon={<MapPinIcon className="size-7" />}
        title={t('home.citiesEmptyTitle')}
        text={t('home.citiesEmptyText')}
      />
    );
  }

  // A saved address chosen earlier is not 'the city': choosing the city again drops it.
  const selectedId = address.data && !address.data.address_id ? address.data.city_id : undefined;
  return (
    <>
      <ul aria-labelledby={headingId} className="grid gap-3">
        {cities.data.map((city) => (
          <li key={city.city_id}>
            <CityCard
              city={city}
              selected={city.city_id === selectedId}
              selectedLabel={t('home.selected')}
              onChoose={() => storeAddress.mutate(addressFromCity(city), { onSuccess: onChosen })}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {storeAddress.isSuccess ? t('home.deliveringTo', { city: storeAddress.data.city }) : null}
      </p>
    </>
  );
}

type CityCardProps = { city: TCity; selected: boolean; selectedLabel: string; onChoose: () => void };

function CityCard({ city, selected, selectedLabel, onChoose }: CityCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onChoose}
      className={`group flex w-full items-center gap-4 rounded-2xl border bg-white p-4 text-left shadow-sm transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-100 hover:border-ink-200 hover:shadow-md'
      }`}
    >
      <span
        className={`grid size-11 shrink-0 place-items-center rounded-xl ${
          selected ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-600'
        }`}
      >
        <MapPinIcon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-base font-bold text-ink-900">{city.city_name}</span>
        {selected ? (
          <span className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-brand-700">
            <CheckIcon className="size-3.5" strokeWidth={2.6} />
            {selectedLabel}
          </span>
        ) : null}
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-ink-400 transition group-hover:translate-x-0.5 group-hover:text-ink-600" />
    </button>
  );
}
