/** One of docs/product.md's storage places (sqlite, IndexedDB, localStorage), as lib/storage.ts uses it. */
export type StorageBackend = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
};
