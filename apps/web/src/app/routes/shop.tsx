import { useParams } from 'react-router';
import { useStoredAddress } from '../../features/addresses/api/stored-address.ts';
import type { ShopRef } from '../../features/catalog/api/get-shop.ts';
import { ShopPage } from '../../features/catalog/components/shop-page.tsx';

/** restaurante/:id and the permalink :city/:segment/:slug: the shop, with its fee to the stored Address's district. */
export function ShopRoute() {
  const { id, city, segment, slug } = useParams();
  const address = useStoredAddress();
  const districtId = address.data?.district_id ?? null;
  const shopRef: ShopRef =
    id !== undefined
      ? { shopId: Number(id), districtId }
      : { city: city ?? '', segment: segment ?? '', slug: slug ?? '', districtId };
  // The district decides the fee shown: wait for storage rather than fetch the shop twice.
  if (address.isPending) return null;
  return <ShopPage key={JSON.stringify(shopRef)} shopRef={shopRef} districtKnown={districtId !== null} />;
}
