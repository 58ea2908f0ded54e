/*
 * Which module owns each table (decision 0074): the module whose rules the rows follow. Only the
 * owner imports a table from this folder; every other module reads and writes it through the
 * owner's service.ts. eslint.config.js builds its fence from this file, and owners.test.ts checks
 * that every table of the schema is here. Row types (`import type`) are free to share.
 */

export const tableOwners = {
  // app-info.ts: the native apps' releases and the home's slides, served to the customer's app.
  appReleases: 'app-info',
  sliders: 'app-info',
  // board.ts
  boardTickets: 'board',
  boardWatches: 'board',
  // catalog.ts: a shop and its menu, as customers see them and as its staff edit them.
  shops: 'catalog',
  shopHourExceptions: 'catalog',
  shopDeliveryDistricts: 'catalog',
  shopDeliveryBands: 'catalog',
  categories: 'catalog',
  products: 'catalog',
  optionGroups: 'catalog',
  options: 'catalog',
  // customers.ts
  customers: 'accounts',
  sessions: 'accounts',
  verifications: 'accounts',
  addresses: 'addresses',
  // shop-tables.ts: a shop's tables and their QR codes (decision 0101).
  shopTables: 'shop-tables',
  // whatsapp.ts: a tenant's WhatsApp number, what its webhook told, who opted out, the shops' alerts.
  whatsappAccounts: 'whatsapp',
  whatsappWebhookEvents: 'whatsapp',
  whatsappOptOuts: 'whatsapp',
  whatsappShopAlerts: 'whatsapp',
  // Kept by code outside the modules, named by its file under apps/api/src.
  outbox: 'providers/messenger.ts',
  serverSecrets: 'db/server-secrets.ts',
  // favourites.ts
  favouriteShops: 'favourites',
  // finance.ts: a marketplace's commission plans and the ledger of its orders' money (decision 0085).
  commissionPlans: 'finance',
  ledgerEntries: 'finance',
  statements: 'finance',
  // menu.ts
  menuChanges: 'menu',
  // open-delivery-merchant.ts
  openDeliveryExternalIds: 'open-delivery-merchant',
  openDeliveryImports: 'open-delivery-merchant',
  // open-delivery.ts
  openDeliveryLinks: 'open-delivery',
  openDeliveryTokens: 'open-delivery',
  openDeliveryEvents: 'open-delivery',
  // orders.ts
  orders: 'orders',
  orderNumbers: 'orders',
  orderItems: 'orders',
  orderStatusHistory: 'orders',
  reviews: 'orders',
  orderProblems: 'orders',
  streamTickets: 'orders',
  orderCouriers: 'orders',
  // payments.ts
  pixProviders: 'payments',
  payments: 'payments',
  pixReceipts: 'payments',
  paymentRefunds: 'payments',
  cardAccounts: 'payments',
  savedCards: 'payments',
  cardNotifications: 'payments',
  // places.ts: the cities and districts a profile serves, which addresses are in.
  cities: 'addresses',
  districts: 'addresses',
  profileCities: 'addresses',
  // platform.ts: the platform's administrators (decision 0082).
  platformAdmins: 'platform',
  platformRecoveryCodes: 'platform',
  platformSessions: 'platform',
  platformAudit: 'platform',
  // profiles.ts
  profiles: 'tenant',
  profileDomains: 'tenant',
  // push.ts
  staffPushSubscriptions: 'push',
  customerPushSubscriptions: 'push',
  // rewards.ts
  coupons: 'rewards',
  couponUses: 'rewards',
  cashbackLedger: 'rewards',
  rewardChanges: 'rewards',
  // sandbox-dns.ts
  sandboxDnsRecords: 'dns-sandbox',
  // sandbox-mercadopago.ts
  sandboxMpSellers: 'mercadopago-sandbox',
  sandboxMpAuthorizationCodes: 'mercadopago-sandbox',
  sandboxMpCustomers: 'mercadopago-sandbox',
  sandboxMpCards: 'mercadopago-sandbox',
  sandboxMpCardTokens: 'mercadopago-sandbox',
  sandboxMpPayments: 'mercadopago-sandbox',
  sandboxMpRefunds: 'mercadopago-sandbox',
  // sandbox-pix.ts
  sandboxPixCharges: 'pix-sandbox',
  sandboxPixWebhooks: 'pix-sandbox',
  sandboxPixRefunds: 'pix-sandbox',
  // shop-settings.ts: the history of a shop's settings, which catalog's tables hold.
  shopChanges: 'shop-settings',
  // staff.ts
  staff: 'staff',
  staffRoles: 'staff',
  staffSessions: 'staff',
  staffTokens: 'staff',
  // tenant-settings.ts
  profileChanges: 'tenant-settings',
} as const satisfies Record<string, string>;

/**
 * Modules that are a part of another and share its tables: a customer's sessions are its
 * account's (every request reads the session with its customer in one statement), and
 * coupons-admin is the panel's side of rewards (the coupons and their uses that checkout reads).
 */
export const moduleParts = {
  sessions: 'accounts',
  'coupons-admin': 'rewards',
} as const satisfies Record<string, string>;
