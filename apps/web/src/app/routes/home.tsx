import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useStoredAddress } from '../../features/addresses/api/stored-address.ts';
import { openSignIn } from '../../features/auth/auth-modal-store.ts';
import { useSession } from '../../features/auth/session.ts';
import { ShopDirectory } from '../../features/catalog/components/shop-directory.tsx';
import { SingleShopRedirect } from '../../features/catalog/components/single-shop-redirect.tsx';
import { useFavourites } from '../../features/favourites/api/favourites.ts';
import { FavouriteButton } from '../../features/favourites/components/favourite-button.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';

// Only a start without any city needs the picker here (the header's sheet has it otherwise).
const CityList = lazy(() =>
  import('../../features/addresses/components/city-list.tsx').then((module) => ({ default: module.CityList })),
);

/**
 * Home: a MARKETPLACE lists the shops of the stored Address's city (its district gives the fees);
 * a SINGLE profile goes straight to its only shop. Without a city, the city picker. Each card has
 * its heart, and a signed-in customer's favourites of the city come first.
 */
export function HomeRoute() {
  const profile = useProfile();
  const address = useStoredAddress();
  const { t } = useTranslation();
  const token = useSession()?.token ?? null;
  const favourites = useFavourites(profile.site.type_flow === 'MARKETPLACE' ? token : null);

  if (address.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-10" />
        <span className="sr-only">{t('catalog.home.loading')}</span>
      </div>
    );
  }
  const stored = address.data;
  if (!stored) return <ChooseCity profileId={profile.profile_id} />;
  if (profile.site.type_flow === 'SINGLE') return <SingleShopRedirect cityId={stored.city_id} />;
  return (
    <ShopDirectory
      cityId={stored.city_id}
      cityName={stored.city}
      districtId={stored.district_id ?? null}
      favouriteIds={favourites.data?.map((favourite) => favourite.shop_id)}
      favouritesTitle={t('favourites.title')}
      cardAction={(shop) => <FavouriteButton shop={shop} token={token} onSignIn={openSignIn} size="card" />}
    />
  );
}

function ChooseCity({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md py-4">
      <div className="mb-5 flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="mb-4 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600"
        >
          <MapPinIcon className="size-8" />
        </span>
        <h1 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
          {t('catalog.home.noCityTitle')}
        </h1>
        <p className="mt-2 text-base text-ink-600">{t('catalog.home.noCityText')}</p>
      </div>
      <Suspense fallback={<Spinner className="mx-auto block size-8" />}>
        <CityList profileId={profileId} headingId={headingId} />
      </Suspense>
    </section>
  );
}
