import { randomUUID } from 'node:crypto';
import type { TProfileSettings } from '@delivery/contract/profile';
import type { TypeFlow } from '@delivery/contract/constants';
import { slugify } from '@delivery/contract/text';
import type { Database } from '../../src/db/client.ts';
import { cities, districts, profileCities } from '../../src/db/schema/places.ts';
import { profileDomains, profiles } from '../../src/db/schema/profiles.ts';

export function settingsFor(typeFlow: TypeFlow, title: string): TProfileSettings {
  const menu = { display_menu: '1', google: '1', facebook: '0', phone: '1' } as const;
  return {
    site: {
      icone: '/icon.svg',
      ga_key: '',
      adwords_key: '',
      mautic_key: '',
      key_gtm: '',
      face_pixel_key: '',
      type_flow: typeFlow,
      politica_provacidade: '/politica.html',
      logo_pwa_app: '/logo.svg',
    },
    app: { link_url_ios: '', link_url_android: '', title, short_name: '', link_label: '', image: '' },
    login: {
      text_email: 'Digite o seu e-mail',
      label_login_phone: 'Celular',
      menu_ios: menu,
      menu_android: null,
      menu_web: menu,
      by_input: '0',
      input_type: null,
      label_generic_top: '',
      internal_label: '',
      text_button_next: '',
    },
    facebook: { appId: '' },
    google: { clientId: '' },
    address: { mode: 'DISTRICT' },
    theme: { primary: '#d0112b' },
    contact: { phone: '', whatsapp: '', email: '', address: '' },
    cache: { profile4api_getProfile: 3 },
  };
}

export type TestTenant = { id: number; domain: string; title: string };

/** A fresh profile on a random domain, so tests never see each other's data. */
export async function createTenant(db: Database, typeFlow: TypeFlow = 'MARKETPLACE'): Promise<TestTenant> {
  const domain = `t-${randomUUID()}.test`;
  const title = `Loja ${domain.slice(2, 10)}`;
  const [row] = await db
    .insert(profiles)
    .values({ name: title, typeFlow, settings: settingsFor(typeFlow, title) })
    .returning({ id: profiles.id });
  if (!row) throw new Error('profile not created');
  await db.insert(profileDomains).values({ domain, profileId: row.id, verifiedAt: new Date() });
  return { id: row.id, domain, title };
}

/** A new city with the given districts, served by the tenant at `position`. */
export async function addCity(db: Database, profileId: number, name: string, districtNames: string[], position = 0) {
  const suffix = randomUUID().slice(0, 8);
  const [city] = await db
    .insert(cities)
    .values({ name: `${name} ${suffix}`, slug: slugify(`${name} ${suffix}`), state: 'SP' })
    .returning();
  if (!city) throw new Error('city not created');
  const districtRows = districtNames.length
    ? await db
        .insert(districts)
        .values(districtNames.map((n) => ({ cityId: city.id, name: n })))
        .returning()
    : [];
  await db.insert(profileCities).values({ profileId, cityId: city.id, position });
  return { ...city, districts: new Map(districtRows.map((d) => [d.name, d.id])) };
}
