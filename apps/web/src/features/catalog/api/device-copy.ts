import { ApiError } from '@delivery/client/api-error';
import { getItem, setItem, type StorageKey } from '../../../lib/storage.ts';

type DeviceStore = {
  getItem(key: StorageKey): Promise<unknown>;
  setItem(key: StorageKey, value: never): Promise<void>;
};

/** A failure the network made, not an answer of the server: offline, too slow, or the server down. */
const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500));

/**
 * Network first, with the answer kept on the device (docs/product.md's `ShopInfo` and `Menu` per shop):
 * when the network fails, the copy last seen is shown instead of an error, so a shop visited
 * before stays readable in a tunnel or a dead zone. A refusal of the server is never hidden.
 */
export async function withDeviceCopy<T>(
  key: StorageKey,
  fetchFresh: () => Promise<T>,
  store: DeviceStore = { getItem, setItem },
): Promise<T> {
  try {
    const fresh = await fetchFresh();
    // Keeping the copy must never fail the read.
    store.setItem(key, fresh as never).catch(() => undefined);
    return fresh;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const kept = (await store.getItem(key).catch(() => null)) as T | null;
    if (kept === null) throw error;
    return kept;
  }
}
