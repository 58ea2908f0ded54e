import { useNavigate, useParams } from 'react-router';
import { useStoredAddress } from '../../features/addresses/api/stored-address.ts';
import { openSignIn } from '../../features/auth/auth-modal-store.ts';
import { useSession } from '../../features/auth/session.ts';
import type { ShopRef } from '../../features/catalog/api/get-shop.ts';
import { ShopPage } from '../../features/catalog/components/shop-page.tsx';
import { FavouriteButton } from '../../features/favourites/components/favourite-button.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';

/** restaurante/:id and the permalink :city/:segment/:slug: the shop, with its fee to the stored Address's district. */
export function ShopRoute() {
  const { id, city, segment, slug } = useParams();
  const address = useStoredAddress();
  const profile = useProfile();
  const navigate = useNavigate();
  const token = useSession()?.token ?? null;
  // The phone's back arrow: to where the customer came from in the app, else home; a SINGLE
  // tenant's shop opened from outside is its home already, so it has none.
  // React Router numbers its history entries (idx); a redirect replaces the first, keeping 0.
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const onBack =
    cameFromApp || profile.site.type_flow !== 'SINGLE' ? () => void (cameFromApp ? navigate(-1) : navigate('/')) : null;
  const districtId = address.data?.district_id ?? null;
  const shopRef: ShopRef =
    id !== undefined
      ? { shopId: Number(id), districtId }
      : { city: city ?? '', segment: segment ?? '', slug: slug ?? '', districtId };
  // The district decides the fee shown: wait for storage rather than fetch the shop twice.
  if (address.isPending) return null;
  return (
    <ShopPage
      key={JSON.stringify(shopRef)}
      shopRef={shopRef}
      districtKnown={districtId !== null}
      onBack={onBack}
      // A SINGLE tenant's one shop is its home: there is no list a favourite would go to.
      coverAction={
        profile.site.type_flow === 'MARKETPLACE'
          ? (shop) => <FavouriteButton shop={shop} token={token} onSignIn={openSignIn} size="page" />
          : undefined
      }
    />
  );
}
