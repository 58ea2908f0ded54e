import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { mapLink } from '@delivery/contract/contact-text';
import { Spinner } from '../../components/spinner.tsx';
import { useCities } from '../../features/addresses/api/get-cities.ts';
import { useStoredAddress } from '../../features/addresses/api/stored-address.ts';
import { useSession } from '../../features/auth/session.ts';
import { useShop } from '../../features/catalog/api/get-shop.ts';
import { useShops } from '../../features/catalog/api/list-shops.ts';
import { WeekHoursList } from '../../features/catalog/components/week-hours-list.tsx';
import { useNow } from '../../features/catalog/hooks/use-now.ts';
import type { ContactDetails } from '../../features/contact/components/contact-channels.tsx';
import { ContactPage } from '../../features/contact/components/contact-page.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { addressLine } from '@delivery/contract/shop-address';

/**
 * contact: a SINGLE tenant's shop; a MARKETPLACE's own contact, or a shop's with `?loja=ID` (its
 * page links here). A shop shows its hours; the message goes to its staff, or to the marketplace.
 */
export function ContactRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [params] = useSearchParams();
  const session = useSession();
  const now = useNow();
  const single = profile.site.type_flow === 'SINGLE';
  const asked = Number(params.get('loja'));
  // A SINGLE tenant's one shop is found in its city, as its home finds it.
  const address = useStoredAddress();
  const cities = useCities(profile.profile_id);
  const cityId = address.data?.city_id ?? cities.data?.[0]?.city_id ?? null;
  const shops = useShops(single && !asked && cityId !== null ? { cityId } : null);
  const shopId = asked > 0 ? asked : single ? (shops.data?.[0]?.shop_id ?? null) : null;
  const shop = useShop(shopId !== null ? { shopId } : null);

  const waiting =
    (single && shopId === null && (shops.isPending || cities.isPending)) || (shopId !== null && shop.isPending);
  if (waiting || session === undefined) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-10" />
        <span className="sr-only">{t('contact.loading')}</span>
      </div>
    );
  }

  const found = shopId !== null ? shop.data : undefined;
  const marketplace = profile.contact ?? { phone: '', whatsapp: '', email: '', address: '' };
  const details: ContactDetails = found
    ? {
        name: found.name,
        phone: found.contact?.phone ?? '',
        whatsapp: found.contact?.whatsapp ?? '',
        email: found.contact?.email ?? '',
        address: found.address ? addressLine(found.address) : '',
        mapUrl: found.address ? mapLink(`${found.name}, ${addressLine(found.address)}`) : null,
      }
    : {
        name: profile.app.title,
        ...marketplace,
        mapUrl: marketplace.address ? mapLink(marketplace.address) : null,
      };
  const customer = session?.customer;
  return (
    <ContactPage
      details={details}
      hours={found ? <WeekHoursList openingHours={found.opening_hours} timeZone={found.time_zone} now={now} /> : null}
      token={session?.token ?? null}
      shopId={found?.shop_id ?? null}
      initial={{ name: customer?.name ?? '', replyTo: customer?.email || customer?.cell_phone || '', message: '' }}
    />
  );
}
