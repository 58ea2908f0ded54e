import { onlineFlagIds } from '@delivery/contract/card-payments';
import type { TProfileSettings } from '@delivery/contract/profile';
import { limits } from '@delivery/contract/constants';
import { defaultBrandColour } from '@delivery/contract/colours';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../client.ts';
import { appReleases, sliders } from '../schema/app-info.ts';
import { shopHourExceptions, shops } from '../schema/catalog.ts';
import { commissionPlans } from '../schema/finance.ts';
import { cities, districts, profileCities } from '../schema/places.ts';
import { profileDomains, profiles } from '../schema/profiles.ts';
import { cardAccounts, pixProviders } from '../schema/payments.ts';
import { coupons } from '../schema/rewards.ts';
import { whatsappAccounts } from '../schema/whatsapp.ts';
import { connectSandboxSeller } from '../../modules/mercadopago-sandbox/service.ts';
import { sandboxPix } from '../../modules/pix-sandbox/service.ts';
import { sandboxWhatsApp } from '../../modules/whatsapp-sandbox/service.ts';
import { secretReader, type SecretReader } from '../../providers/secret-source.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import type { Config } from '../../config.ts';
import { marketplaceShops, singleShop } from './catalog-data.ts';
import type { DemoShop } from './catalog-types.ts';
import type { PasswordCost } from '../../lib/passwords.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { addressColumns, insertShop } from './insert-shop.ts';

/** Demo ids sit below FIRST_GENERATED_ID, so they never collide with rows made at run time. */
export const demoIds = { marketplace: 200, single: 201, campinas: 1, valinhos: 2 } as const;

const marketplaceSettings: TProfileSettings = {
  site: {
    icone: '/brand/pede-ja-icon.svg',
    ga_key: '',
    adwords_key: '',
    mautic_key: '',
    key_gtm: '',
    face_pixel_key: '',
    type_flow: 'MARKETPLACE',
    politica_provacidade: '/politica-de-privacidade.html',
    logo_pwa_app: '/brand/pede-ja-logo.svg',
  },
  app: {
    link_url_ios: 'https://apps.apple.com/br/app/pede-ja/id000000000',
    link_url_android: 'https://play.google.com/store/apps/details?id=br.com.pedeja',
    title: 'Pede Já',
    short_name: '',
    link_label: 'Baixar o app',
    image: '/brand/pede-ja-icon.svg',
  },
  login: {
    text_email: 'Digite o seu e-mail ou CPF',
    label_login_phone: 'Digite o seu celular',
    menu_ios: { display_menu: '1', google: '1', facebook: '0', phone: '1' },
    menu_android: { display_menu: '1', google: '1', facebook: '1', phone: '1' },
    menu_web: { display_menu: '1', google: '1', facebook: '1', phone: '1' },
    by_input: '0',
    input_type: null,
    label_generic_top: '',
    internal_label: '',
    text_button_next: '',
  },
  facebook: { appId: '' },
  google: { clientId: '' },
  address: { mode: 'DISTRICT' },
  theme: { primary: defaultBrandColour },
  contact: {
    phone: '1930304000',
    whatsapp: '19990001234',
    email: 'atendimento@pedeja.com.br',
    address: 'Avenida Norte-Sul, 1500 - Cambuí, Campinas - SP, 13025-320',
  },
  cache: { profile4api_getProfile: limits.profileCacheThresholdDefault },
};

const singleSettings: TProfileSettings = {
  site: {
    ...marketplaceSettings.site,
    icone: '/brand/bella-napoli-icon.svg',
    type_flow: 'SINGLE',
    logo_pwa_app: '/brand/bella-napoli-logo.svg',
  },
  app: {
    link_url_ios: 'https://apps.apple.com/br/app/bella-napoli/id000000001',
    link_url_android: 'https://play.google.com/store/apps/details?id=br.com.bellanapoli',
    title: 'Pizzaria Bella Napoli',
    // The title's first word alone ('Pizzaria') would say nothing under the icon.
    short_name: 'Bella Napoli',
    link_label: 'Baixar o app',
    image: '/brand/bella-napoli-icon.svg',
  },
  login: {
    text_email: 'Digite o seu e-mail',
    label_login_phone: 'Digite o seu celular',
    menu_ios: { display_menu: '1', google: '0', facebook: '0', phone: '1' },
    menu_android: { display_menu: '1', google: '0', facebook: '0', phone: '1' },
    menu_web: { display_menu: '1', google: '0', facebook: '0', phone: '1' },
    by_input: '0',
    input_type: null,
    label_generic_top: '',
    internal_label: '',
    text_button_next: '',
  },
  facebook: { appId: '' },
  google: { clientId: '' },
  address: { mode: 'DISTRICT' },
  // The pizzeria's own green (5.4:1 on white): the two demo tenants do not look alike.
  theme: { primary: '#1f7a3d' },
  // The pizzeria's own contact is its shop's (the contact page shows the shop).
  contact: { phone: '', whatsapp: '', email: '', address: '' },
  cache: { profile4api_getProfile: limits.profileCacheThresholdDefault },
};

/** The districts the seed creates in Campinas; the demo catalog may name only these. */
export const campinasDistricts = [
  'Barão Geraldo',
  'Bosque',
  'Botafogo',
  'Cambuí',
  'Castelo',
  'Centro',
  'Guanabara',
  'Jardim Chapadão',
  'Jardim Proença',
  'Nova Campinas',
  'Ponte Preta',
  'Taquaral',
];
const valinhosDistricts = ['Centro', 'Jardim Pinheiros', 'Vila Santana', 'Country Club'];

/**
 * Writes the demo tenants: a MARKETPLACE on localhost and 127.0.0.1, a SINGLE pizzeria on
 * pizzaria.localhost. Re-running it restores their settings and adds what is missing.
 */
export type DemoOptions = {
  alwaysOpen?: boolean;
  /** scrypt's cost for the demo staff's password: the server's PASSWORD_HASH_COST. */
  passwordCost: PasswordCost;
  /**
   * Seals a demo shop's card account tokens (the server's SecretReader): given in sandbox only, where
   * the Mercado Pago stand-in at /dev/mercadopago charges its cards.
   */
  secrets?: SecretReader;
};

export async function seedDemo(db: Database, options: DemoOptions): Promise<void> {
  await seedDemoPlaces(db);
  await seedDemoCatalog(db, options);
  await seedDemoCoupons(db);
  await seedDemoCommissionPlan(db);
  await seedDemoStaff(db, demoIds, options.passwordCost);
  await seedDemoPixProvider(db);
  if (options.secrets) await seedDemoCardAccount(db, options.secrets);
  if (options.secrets) await seedDemoWhatsApp(db, options.secrets);
}

/** The marketplace shop whose cards are paid in the app, through the sandbox's Mercado Pago stand-in. */
export const demoCardShop = 'floricultura-jardim-secreto';

/**
 * Connects one demo shop to a seller of the Mercado Pago stand-in, as its owner would from the panel
 * (decision 0084), every brand shown; once: a shop already connected is left as it is.
 */
async function seedDemoCardAccount(db: Database, secrets: SecretReader): Promise<void> {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.profileId, demoIds.marketplace), eq(shops.slug, demoCardShop)));
  if (!shop) return;
  const [connected] = await db
    .select({ id: cardAccounts.id })
    .from(cardAccounts)
    .where(eq(cardAccounts.shopId, shop.id));
  if (connected) return;
  const seller = await connectSandboxSeller(db, shop.name);
  await db.insert(cardAccounts).values({
    profileId: demoIds.marketplace,
    shopId: shop.id,
    gateway: 'mercadopago',
    accountId: String(seller.user_id),
    publicKey: seller.public_key,
    accessToken: secrets.seal(seller.access_token),
    refreshToken: secrets.seal(seller.refresh_token),
    expiresAt: new Date(Date.now() + seller.expires_in * 1000),
    brands: [...onlineFlagIds],
  });
}

/** The verify token of the demo marketplace's WhatsApp webhook, for subscribing it at /dev/whatsapp. */
export const demoWhatsAppVerifyToken = 'sandbox-verify-token';

/**
 * Gives the demo marketplace the sandbox's WhatsApp number (decision 0091), its token and app
 * secret sealed as the panel will seal them: its customers are offered the order updates, which
 * the stand-in at /dev/whatsapp takes. Once: an account already there is left as it is.
 */
async function seedDemoWhatsApp(db: Database, secrets: SecretReader): Promise<void> {
  await db
    .insert(whatsappAccounts)
    .values({
      profileId: demoIds.marketplace,
      phoneNumberId: sandboxWhatsApp.phoneNumberId,
      businessAccountId: sandboxWhatsApp.businessAccountId,
      displayPhone: sandboxWhatsApp.displayPhone,
      accessToken: secrets.seal(sandboxWhatsApp.accessToken),
      appSecret: secrets.seal(sandboxWhatsApp.appSecret),
      verifyToken: demoWhatsAppVerifyToken,
    })
    .onConflictDoNothing();
}

/** The shop whose Pix is charged through the sandbox PSP; the other demo shops keep static BR Codes. */
export const demoPixProviderShop = 'lanchonete-ponto-certo';

/**
 * Points one demo shop at the sandbox PSP of /dev/pix (used only in sandbox: pix-gateway.ts), so a
 * Pix order there is confirmed by a payment, not by hand.
 */
async function seedDemoPixProvider(db: Database): Promise<void> {
  const [shop] = await db
    .select({ id: shops.id, pixKey: shops.pixKey })
    .from(shops)
    .where(and(eq(shops.profileId, demoIds.marketplace), eq(shops.slug, demoPixProviderShop)));
  if (!shop?.pixKey) return;
  await db
    .insert(pixProviders)
    .values({
      profileId: demoIds.marketplace,
      shopId: shop.id,
      baseUrl: sandboxPix.baseUrl,
      tokenUrl: sandboxPix.tokenUrl,
      clientId: sandboxPix.clientId,
      clientSecret: sandboxPix.clientSecret,
      pixKey: shop.pixKey,
      webhookSecret: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing();
}

/**
 * The marketplace's default commission plan (decision 0085), as a small-city marketplace charges:
 * 12% of a delivered order's products, 8% picked up, 10% through the shop's own software, 3,2%
 * more paid in the app, R$ 99,00 a month; the shop bears the card gateway's fee. Left as it is
 * once the operator changed it.
 */
async function seedDemoCommissionPlan(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: commissionPlans.id })
    .from(commissionPlans)
    .where(eq(commissionPlans.profileId, demoIds.marketplace))
    .limit(1);
  if (existing) return;
  await db.insert(commissionPlans).values({
    profileId: demoIds.marketplace,
    deliveryBp: 1200,
    pickupBp: 800,
    openDeliveryBp: 1000,
    appPaymentBp: 320,
    onDeliveryPaymentBp: 0,
    orderFeeCents: 0,
    monthlyFeeCents: 9900,
    gatewayFeePayer: 'shop',
  });
}

/** Codes a new customer can try at checkout: one for the first order, one for any order, one of the pizzeria. */
async function seedDemoCoupons(db: Database): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        id: 1,
        profileId: demoIds.marketplace,
        code: 'BEMVINDO10',
        description: '10% de desconto no primeiro pedido, a partir de R$ 30,00',
        kind: 'percent',
        value: 10,
        minOrderCents: 3000,
        firstOrderOnly: true,
      },
      {
        id: 2,
        profileId: demoIds.marketplace,
        code: 'PEDEJA5',
        description: 'R$ 5,00 de desconto em pedidos a partir de R$ 40,00',
        kind: 'fixed',
        value: 500,
        minOrderCents: 4000,
        maxUsesPerCustomer: 3,
      },
      {
        id: 3,
        profileId: demoIds.single,
        code: 'NAPOLI15',
        description: '15% de desconto em pedidos a partir de R$ 50,00',
        kind: 'percent',
        value: 15,
        minOrderCents: 5000,
        maxUsesPerCustomer: 5,
      },
    ])
    .onConflictDoNothing();
}

async function seedDemoPlaces(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [id, name, settings] of [
      [demoIds.marketplace, 'Pede Já Campinas', marketplaceSettings],
      [demoIds.single, 'Pizzaria Bella Napoli', singleSettings],
    ] as const) {
      await tx
        .insert(profiles)
        .values({ id, name, typeFlow: settings.site.type_flow, settings })
        .onConflictDoUpdate({ target: profiles.id, set: { name, settings, updatedAt: sql`now()` } });
    }
    await tx
      .insert(profileDomains)
      .values([
        { domain: 'localhost', profileId: demoIds.marketplace, verifiedAt: new Date() },
        { domain: '127.0.0.1', profileId: demoIds.marketplace, verifiedAt: new Date() },
        { domain: 'pizzaria.localhost', profileId: demoIds.single, verifiedAt: new Date() },
      ])
      .onConflictDoNothing();

    await tx
      .insert(cities)
      .values([
        { id: demoIds.campinas, name: 'Campinas', slug: 'campinas', state: 'SP' },
        { id: demoIds.valinhos, name: 'Valinhos', slug: 'valinhos', state: 'SP' },
      ])
      .onConflictDoUpdate({ target: cities.id, set: { slug: sql`excluded.slug` } });
    await tx
      .insert(districts)
      .values([
        ...campinasDistricts.map((name) => ({ cityId: demoIds.campinas, name })),
        ...valinhosDistricts.map((name) => ({ cityId: demoIds.valinhos, name })),
      ])
      .onConflictDoNothing();
    await tx
      .insert(profileCities)
      .values([
        { profileId: demoIds.marketplace, cityId: demoIds.campinas, position: 0 },
        { profileId: demoIds.marketplace, cityId: demoIds.valinhos, position: 1 },
        { profileId: demoIds.single, cityId: demoIds.campinas, position: 0 },
      ])
      .onConflictDoNothing();

    for (const profileId of [demoIds.marketplace, demoIds.single]) {
      const title = profileId === demoIds.single ? 'Pizzaria Bella Napoli' : 'Pede Já';
      await tx
        .insert(appReleases)
        .values([
          {
            profileId,
            platform: 'android',
            version: '2.3.0',
            updateUrl:
              profileId === demoIds.single
                ? singleSettings.app.link_url_android
                : marketplaceSettings.app.link_url_android,
            updateMessage: `Uma nova versão do ${title} está disponível. Atualize para continuar pedindo.`,
          },
          {
            profileId,
            platform: 'ios',
            version: '2.3.0',
            updateUrl:
              profileId === demoIds.single ? singleSettings.app.link_url_ios : marketplaceSettings.app.link_url_ios,
            updateMessage: `Uma nova versão do ${title} está disponível. Atualize para continuar pedindo.`,
          },
        ])
        .onConflictDoNothing();
    }

    await tx
      .insert(sliders)
      .values([
        {
          id: 1,
          profileId: demoIds.marketplace,
          position: 0,
          title: 'Pizza em dobro às terças',
          image: '/banners/pizza.svg',
          link: '',
        },
        {
          id: 2,
          profileId: demoIds.marketplace,
          position: 1,
          title: 'Sushi fresquinho no almoço',
          image: '/banners/sushi.svg',
          link: '',
        },
        {
          id: 3,
          profileId: demoIds.single,
          position: 0,
          title: 'Meio a meio sem pagar a mais',
          image: '/banners/pizza.svg',
          link: '',
        },
      ])
      .onConflictDoNothing();
  });
}

/** Every day from midnight to midnight: a period closing at its opening runs into the next day. */
const aroundTheClock = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));

/** The demo shops and menus: eight in the marketplace's Campinas, the pizzeria of the single-shop profile. */
async function seedDemoCatalog(db: Database, { alwaysOpen = false }: DemoOptions): Promise<void> {
  const rows = await db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.cityId, demoIds.campinas));
  const campinas = new Map(rows.map((d) => [d.name, d.id]));
  const existing = await db
    .select({ profileId: shops.profileId, slug: shops.slug })
    .from(shops)
    .where(eq(shops.cityId, demoIds.campinas));
  const has = (profileId: number, slug: string) => existing.some((e) => e.profileId === profileId && e.slug === slug);
  const plan = [
    ...marketplaceShops.map((shop, position) => ({ profileId: demoIds.marketplace, shop, position })),
    { profileId: demoIds.single, shop: singleShop, position: 0 },
  ];
  for (const { profileId, shop, position } of plan) {
    if (has(profileId, shop.slug)) {
      await giveAddress(db, profileId, shop);
      continue;
    }
    const hours = alwaysOpen ? { hours: aroundTheClock, exceptions: [] } : {};
    await insertShop(db, { profileId, cityId: demoIds.campinas, districts: campinas }, { ...shop, ...hours }, position);
  }
  if (alwaysOpen) await openAroundTheClock(db);
}

/** A demo shop made before shops had addresses gets its own; an address given since is kept. */
async function giveAddress(db: Database, profileId: number, shop: DemoShop): Promise<void> {
  if (!shop.address) return;
  await db
    .update(shops)
    .set(addressColumns(shop.address))
    .where(
      and(
        eq(shops.profileId, profileId),
        eq(shops.cityId, demoIds.campinas),
        eq(shops.slug, shop.slug),
        eq(shops.street, ''),
      ),
    );
}

/** Demo shops made before, by a run without the option, open around the clock too. */
async function openAroundTheClock(db: Database): Promise<void> {
  const demoShops = db
    .select({ id: shops.id })
    .from(shops)
    .where(and(inArray(shops.profileId, [demoIds.marketplace, demoIds.single]), eq(shops.cityId, demoIds.campinas)));
  await db.transaction(async (tx) => {
    await tx.update(shops).set({ openingHours: aroundTheClock }).where(inArray(shops.id, demoShops));
    await tx.delete(shopHourExceptions).where(inArray(shopHourExceptions.shopId, demoShops));
  });
}

/**
 * What seals the demo's card account tokens, in sandbox only (the key the server will read them
 * with, decision 0037): elsewhere no demo shop is connected to a card gateway.
 */
export async function demoSecrets(
  db: Database,
  config: Pick<Config, 'SECRETS_KEY' | 'APP_ENV'>,
): Promise<{ secrets?: SecretReader }> {
  return config.APP_ENV === 'sandbox' ? { secrets: secretReader(await loadSecretsKey(db, config)) } : {};
}

/** Loads the demo on a database with no profile at all (the first `npm start`). */
export async function seedDemoIfEmpty(db: Database, options: DemoOptions): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}
