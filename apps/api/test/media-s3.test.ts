import S3rver from '@20minutes/s3rver';
import { mediaCalls } from '@delivery/contract/calls/media';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { exifTags, near, phonePhoto, pixel, plainPhoto, postMultipart } from './helpers/photos.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';
import { addCity, createTenant } from './helpers/tenants.ts';

/**
 * Product photos kept in an S3-compatible bucket: an S3 server runs in this process (S3rver, which
 * checks each request's AWS signature against its one key pair), the API uploads through the SDK,
 * and the photos are read back at the bucket's public address as a browser would.
 */

const BUCKET = 'fotos';
const KEY = { id: 'S3RVER', secret: 'S3RVER' };
const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
let s3: S3rver;
let s3Folder: string;
let endpoint: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: (s3Folder = folder('s3rver-')),
    configureBuckets: [{ name: BUCKET }],
  });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await s3.close();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** An API storing photos in the bucket with `secret`, and an owner of a shop of a tenant of it. */
async function apiWithBucket(secret: string) {
  const dataDir = folder('media-s3-data-');
  const t = await createTestApp({
    DATA_DIR: dataDir,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'sa-east-1',
    S3_ACCESS_KEY_ID: KEY.id,
    S3_SECRET_ACCESS_KEY: secret,
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
  });
  apps.push(t);
  const db = t.database.db;
  const tenant = await createTenant(db);
  const city = await addCity(db, tenant.id, 'Campinas', ['Cambuí']);
  const shopId = await insertShop(
    db,
    { profileId: tenant.id, cityId: city.id, districts: city.districts },
    testShop({ slug: 'pizzaria-do-balde' }),
  );
  const owner = await addStaff(t.app, db, tenant, [{ role: 'owner', shopId }]);
  const upload = (bytes: Buffer) =>
    postMultipart(
      t.app,
      tenant.domain,
      mediaCalls.uploadProductPhoto.path,
      { validate: 1, token: owner.token, shop_id: shopId },
      { photo: { bytes, name: 'foto.jpg', type: 'image/jpeg' } },
    );
  return { t, tenant, shopId, dataDir, upload };
}

/** The keys the bucket holds, as the S3 server keeps them on its disk. */
function bucketKeys(): string[] {
  const root = path.join(s3Folder, BUCKET);
  if (!existsSync(root)) return [];
  const suffix = '._S3rver_object';
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length).split(path.sep).join('/'))
    .sort();
}

describe('uploading a product photo to an S3-compatible bucket', () => {
  it('stores the WebP and its JPEG in the bucket, readable at its public address, without EXIF', async () => {
    const api = await apiWithBucket(KEY.secret);
    const original = await phonePhoto();
    expect([...exifTags((await sharp(original).metadata()).exif!)]).toEqual(expect.arrayContaining([0x0112, 0x8825]));

    const res = await api.upload(original);
    expect(res.statusCode, res.body).toBe(200);
    const { photo, ...answer } = res.json();
    expect(answer).toEqual({ error_type: 0, message: 'Foto enviada' });
    expect(photo.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/shops/${api.shopId}/[0-9a-f]{32}\\.webp$`));
    expect(photo.fallback_url).toBe(photo.url.replace(/\.webp$/, '.jpg'));
    expect(bucketKeys()).toEqual(
      [photo.url, photo.fallback_url].map((url: string) => url.slice(`${endpoint}/${BUCKET}/`.length)).sort(),
    );

    for (const [url, format, type] of [
      [photo.url, 'webp', 'image/webp'],
      [photo.fallback_url, 'jpeg', 'image/jpeg'],
    ] as const) {
      const stored = await fetch(url);
      expect(stored.status, url).toBe(200);
      expect(stored.headers.get('content-type')).toBe(type);
      expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await stored.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format, width: 200, height: 400 });
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.icc, url).toBeUndefined();
      expect(near(await pixel(bytes, 100, 50), [255, 0, 0]), url).toBe(true);
    }

    // The bucket serves them: this API keeps no copy and serves no /media/.
    expect(existsSync(path.join(api.dataDir, 'media'))).toBe(false);
    const local = await api.t.app.inject({
      method: 'GET',
      url: `/media/shops/${api.shopId}/${path.posix.basename(photo.url)}`,
      headers: { host: api.tenant.domain },
    });
    expect(local.statusCode).toBe(404);
  });

  it('answers that the photo could not be kept when the store refuses the signature, and keeps nothing', async () => {
    const api = await apiWithBucket('not-the-secret');
    const before = bucketKeys();
    const res = await api.upload(await plainPhoto(300, 300, 'jpeg', 'gold'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error_type: 13,
      message: 'Não foi possível guardar a foto agora. Tente novamente em instantes',
    });
    expect(bucketKeys()).toEqual(before);
  });
});
