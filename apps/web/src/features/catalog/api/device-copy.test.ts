import { describe, expect, it } from 'vitest';
import { ApiError } from '@delivery/client/api-error';
import type { StorageKey } from '../../../lib/storage.ts';
import { withDeviceCopy } from './device-copy.ts';

function memoryStore() {
  const map = new Map<StorageKey, unknown>();
  return {
    map,
    getItem: (key: StorageKey) => Promise.resolve(map.get(key) ?? null),
    setItem: (key: StorageKey, value: unknown) => {
      map.set(key, value);
      return Promise.resolve();
    },
  };
}
const failing = (error: Error) => () => Promise.reject(error);

describe('withDeviceCopy', () => {
  it('keeps each fresh answer on the device', async () => {
    const store = memoryStore();
    expect(await withDeviceCopy('Menu_7', () => Promise.resolve(['pizzas']), store)).toEqual(['pizzas']);
    expect(store.map.get('Menu_7')).toEqual(['pizzas']);
  });

  it('answers the copy last seen when the network fails, the server is down or too slow', async () => {
    const store = memoryStore();
    store.map.set('Menu_7', ['pizzas']);
    for (const error of [
      new ApiError('network', 'offline'),
      new ApiError('timeout', 'slow'),
      new ApiError('http', 'down', 503),
    ]) {
      expect(await withDeviceCopy('Menu_7', failing(error), store)).toEqual(['pizzas']);
    }
  });

  it('never hides a refusal of the server, nor a failure with no copy kept', async () => {
    const store = memoryStore();
    store.map.set('ShopInfo_7', { name: 'Forno' });
    const gone = new ApiError('http', 'Loja não encontrada', 404);
    await expect(withDeviceCopy('ShopInfo_7', failing(gone), store)).rejects.toBe(gone);
    const offline = new ApiError('network', 'offline');
    await expect(withDeviceCopy('ShopInfo_8', failing(offline), store)).rejects.toBe(offline);
  });
});
