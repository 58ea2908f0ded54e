import { createStore, del, get, promisifyRequest, set } from 'idb-keyval';
import type { TAddress } from '@delivery/contract/address';
import type { TCity } from '@delivery/contract/addresses';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { isNativePlatform } from './platform.ts';
import type { StorageBackend } from './storage-backend.ts';

/** docs/product.md section 3's local storage keys, spelled as the legacy app stored them. */
export const storageKeys = {
  customer: 'Customer',
  address: 'Address',
  order: 'Order',
  token: 'token',
  profileId: 'profile_id',
  dataRecovery: 'dataRecovery',
  midiaSource: 'midia_source',
  midiaOrigem: 'midia_origem',
  cartExpired: 'cart_expired',
  profile: 'profile',
  permaLinks: 'perma_links',
  groupPayment: 'group_payment',
  urlParams: 'urlParams',
  // Ours (decision 0042): until when the smart app banner, once closed, stays hidden.
  smartBannerHiddenUntil: 'smart_banner_hidden_until',
} as const;

/** ShopInfo and Menu are kept once per shop. */
export const shopInfoKey = (shopId: number) => `ShopInfo_${shopId}` as const;
export const menuKey = (shopId: number) => `Menu_${shopId}` as const;

/**
 * Where to deliver: docs/product.md's {city_id, city}, plus the fields of the customer's saved address
 * once one is chosen (its district gives the shops' fees).
 */
export type StoredAddress = { city_id: TCity['city_id']; city: TCity['city_name'] } & Partial<
  Pick<TAddress, 'address_id' | 'district_id' | 'district' | 'cep' | 'street' | 'number' | 'complement' | 'reference'>
>;

/** The resolved profile with the time it was fetched (ISO 8601) and its cache map. */
export type StoredProfile = {
  date: string;
  cache: TGetProfileResponse['cache'];
  data: TGetProfileResponse;
};

/** Seconds since the epoch; end = init + cartExpirySeconds. */
export type StoredCartExpiry = { init: number; end: number };

export type StoredDataRecovery = { token: string; message_id: string | number };

/**
 * Value type of each key. Entities whose wire shape the contract does not define yet (customer,
 * order, shop data) stay `unknown` so callers must narrow them.
 */
type StorageValues = {
  Customer: unknown;
  Address: StoredAddress;
  Order: unknown;
  token: string;
  profile_id: number;
  dataRecovery: StoredDataRecovery;
  midia_source: string;
  midia_origem: string;
  cart_expired: StoredCartExpiry;
  profile: StoredProfile;
  /** Shop ids by permalink 'city/segment/slug', so a shop visited by its link opens offline too. */
  perma_links: Record<string, number>;
  /** How the customer paid last (decision 0063), checked on reading by features/checkout/last-payment.ts. */
  group_payment: unknown;
  urlParams: Record<string, string>;
  /** Until when (ms since the epoch) the smart app banner stays hidden. */
  smart_banner_hidden_until: number;
} & { [key: `ShopInfo_${number}`]: unknown } & { [key: `Menu_${number}`]: unknown };

export type StorageKey = keyof StorageValues;
export type StorageValue<K extends StorageKey> = StorageValues[K];

/**
 * Where the values live. localforage kept them in the IndexedDB database 'delivery-web', object
 * store 'app' (values as structured clones, keys as given), or in localStorage under
 * 'delivery-web/app/<key>' as JSON when IndexedDB was unusable; both places are kept as they are,
 * so customers stored by earlier builds keep their session, address and bag.
 */
const databaseName = 'delivery-web';
const storeName = 'app';
const localStoragePrefix = `${databaseName}/${storeName}/`;

async function indexedDbBackend(): Promise<StorageBackend> {
  const store = createStore(databaseName, storeName);
  // Opening is tried before it is relied on: some private modes have IndexedDB but refuse to open it.
  await store('readonly', (objects) => promisifyRequest(objects.count()));
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
}

const localStorageBackend: StorageBackend = {
  get: async (key) => {
    const text = localStorage.getItem(localStoragePrefix + key);
    return text === null ? null : (JSON.parse(text) as unknown);
  },
  set: async (key, value) => localStorage.setItem(localStoragePrefix + key, JSON.stringify(value)),
  del: async (key) => localStorage.removeItem(localStoragePrefix + key),
};

/** The native shell's SQLite (lib/native), loaded only there: the web's start-up never downloads it. */
async function sqliteBackend(): Promise<StorageBackend> {
  if (!isNativePlatform()) throw new Error('SQLite is only in the native app');
  const { openSqliteStorage } = await import('./native/sqlite-storage.ts');
  return openSqliteStorage();
}

/**
 * docs/product.md's preference is sqlite, IndexedDB, WebSQL, localStorage. SQLite exists in the native
 * shell only and browsers have dropped WebSQL, so the native app tries SQLite, then IndexedDB,
 * then localStorage, and the browser IndexedDB then localStorage. Decided once per start, on the
 * first use.
 */
let opening: Promise<StorageBackend> | null = null;

function openStore(): Promise<StorageBackend> {
  opening ??= sqliteBackend()
    .catch(() => indexedDbBackend())
    .catch(() => localStorageBackend);
  return opening;
}

export async function getItem<K extends StorageKey>(key: K): Promise<StorageValue<K> | null> {
  // A missing key reads as null, as it did with localforage.
  return ((await (await openStore()).get(key)) ?? null) as StorageValue<K> | null;
}

export async function setItem<K extends StorageKey>(key: K, value: StorageValue<K>): Promise<void> {
  await (await openStore()).set(key, value ?? null);
}

export async function removeItem(key: StorageKey): Promise<void> {
  await (await openStore()).del(key);
}
