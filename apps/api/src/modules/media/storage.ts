/** Where uploaded photos are kept and read from (decision 0033). */
export type MediaStorage = {
  /** What every stored object's URL starts with: `/media` (this API) or S3_PUBLIC_URL. */
  base: string;
  /** Keeps `bytes` under `key`. A key names one content (its hash), so writing it again changes nothing. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  close(): Promise<void>;
};

/** Stored objects never change under their name: browsers and CDNs keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
