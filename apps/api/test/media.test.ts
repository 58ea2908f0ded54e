import { mediaCalls } from '@delivery/contract/calls/media';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import {
  exifTags,
  near,
  phonePhoto,
  pixel,
  plainPhoto,
  postMultipart,
  transparentPng,
  type UploadFile,
} from './helpers/photos.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * Product photos kept in the data folder (no S3_BUCKET), through the HTTP call and back out of
 * /media/ as a customer's browser reads them.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'media-folder-'));
let t: TestApp;
let tenant: TestTenant;
let pizzeria: number;
let florist: number;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  tenant = await createTenant(db);
  const city = await addCity(db, tenant.id, 'Campinas', ['Cambuí']);
  const place = { profileId: tenant.id, cityId: city.id, districts: city.districts };
  pizzeria = await insertShop(db, place, testShop({ slug: 'pizzaria-das-fotos' }));
  florist = await insertShop(db, place, testShop({ slug: 'flores-das-fotos' }));
  owner = (await addStaff(t.app, db, tenant, [{ role: 'owner', shopId: pizzeria }])).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (photo: UploadFile | undefined, fields: Record<string, string | number> = {}, token = owner) =>
  postMultipart(
    t.app,
    tenant.domain,
    mediaCalls.uploadProductPhoto.path,
    { validate: 1, token, shop_id: pizzeria, ...fields },
    photo ? { photo } : {},
  );

const jpegFile = (bytes: Buffer, name = 'foto.jpg'): UploadFile => ({ bytes, name, type: 'image/jpeg' });

/** The files kept for a shop, so far. */
const storedFiles = (shopId: number) => {
  try {
    return readdirSync(path.join(dataDir, 'media', 'shops', String(shopId))).sort();
  } catch {
    return [];
  }
};

const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: tenant.domain } });

describe('uploading a product photo to the data folder', () => {
  it('keeps a phone photo upright, fitted, without its EXIF, GPS or profile, as WebP and JPEG', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 400, height: 200, orientation: 6 });
    expect([...exifTags(before.exif!)]).toEqual(expect.arrayContaining([0x0112, 0x8825]));
    expect(before.icc).toBeDefined();

    const res = await upload(jpegFile(original, 'IMG_0001.JPG'));
    expect(res.statusCode, res.body).toBe(200);
    const { photo, ...answer } = res.json();
    expect(answer).toEqual({ error_type: 0, message: 'Foto enviada' });
    expect(photo.url).toMatch(new RegExp(`^/media/shops/${pizzeria}/[0-9a-f]{32}\\.webp$`));
    expect(photo.fallback_url).toBe(photo.url.replace(/\.webp$/, '.jpg'));
    expect(photo).toMatchObject({ width: 200, height: 400 });

    for (const [url, format, type] of [
      [photo.url, 'webp', 'image/webp'],
      [photo.fallback_url, 'jpeg', 'image/jpeg'],
    ] as const) {
      const stored = await download(url);
      expect(stored.statusCode, url).toBe(200);
      expect(stored.headers['content-type']).toBe(type);
      expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(stored.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const metadata = await sharp(stored.rawPayload).metadata();
      expect(metadata).toMatchObject({ format, width: 200, height: 400 });
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.icc, url).toBeUndefined();
      expect(metadata.xmp, url).toBeUndefined();
      expect(metadata.orientation, url).toBeUndefined();
      // Turned upright: the left of the sideways photo is now its top.
      expect(near(await pixel(stored.rawPayload, 100, 50), [255, 0, 0]), url).toBe(true);
      expect(near(await pixel(stored.rawPayload, 100, 350), [0, 0, 255]), url).toBe(true);
    }
  });

  it('fits a large photo in 1200 px and never enlarges a small one', async () => {
    const large = (await upload(jpegFile(await plainPhoto(3000, 1500, 'jpeg')))).json();
    expect(large.photo).toMatchObject({ width: 1200, height: 600 });
    const small = (await upload(jpegFile(await plainPhoto(320, 240, 'jpeg')))).json();
    expect(small.photo).toMatchObject({ width: 320, height: 240 });
  });

  it('reads the type from the bytes: a PNG named .jpg is taken as the PNG it is, its transparency white in the JPEG', async () => {
    const res = await upload({ bytes: await transparentPng(), name: 'foto.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const { photo } = res.json();
    expect(photo).toMatchObject({ width: 300, height: 100 });
    const jpeg = (await download(photo.fallback_url)).rawPayload;
    expect(near(await pixel(jpeg, 10, 50), [255, 255, 255])).toBe(true);
    expect(near(await pixel(jpeg, 290, 50), [0, 255, 0])).toBe(true);
    const webp = await sharp((await download(photo.url)).rawPayload).metadata();
    expect(webp).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('takes WebP and AVIF too', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const res = await upload({ bytes: await plainPhoto(640, 480, format), name: `foto.${format}`, type: '' });
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      expect(res.json().photo).toMatchObject({ width: 640, height: 480 });
    }
  });

  it('names a photo by its content: the same photo twice is one file, another photo another', async () => {
    const photo = await plainPhoto(500, 500, 'png', 'purple');
    const first = (await upload({ bytes: photo, name: 'a.png', type: 'image/png' })).json().photo.url;
    const again = (await upload({ bytes: photo, name: 'b.png', type: 'image/png' })).json().photo.url;
    const other = (
      await upload({ bytes: await plainPhoto(500, 500, 'png', 'teal'), name: 'a.png', type: 'image/png' })
    ).json().photo.url;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('refuses what is not a photo, whatever its name and declared type, and keeps nothing', async () => {
    const kept = storedFiles(pizzeria);
    const cases: [UploadFile, number, Record<string, unknown>][] = [
      [
        { bytes: Buffer.from('isto não é uma foto, é um texto\n'), name: 'photo.jpg', type: 'image/jpeg' },
        415,
        { error_type: 8, message: 'Envie uma foto em JPEG, PNG, WebP ou AVIF' },
      ],
      [
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'photo.png',
          type: 'image/png',
        },
        415,
        { error_type: 8, message: 'Envie uma foto em JPEG, PNG, WebP ou AVIF' },
      ],
      [
        {
          bytes: await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
            .gif()
            .toBuffer(),
          name: 'a.gif',
          type: 'image/gif',
        },
        415,
        { error_type: 8, message: 'Envie uma foto em JPEG, PNG, WebP ou AVIF' },
      ],
      [
        // An iPhone's HEIC (its box and brands; this server's image library reads no HEVC).
        {
          bytes: Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]),
          name: 'IMG_0002.HEIC',
          type: 'image/heic',
        },
        415,
        {
          error_type: 8,
          message:
            'Fotos HEIC ainda não são aceitas. Envie em JPEG (no iPhone: Ajustes > Câmera > Formatos > Mais Compatível)',
        },
      ],
      [
        // Half a JPEG: the upload was cut.
        jpegFile((await plainPhoto(800, 600, 'jpeg')).subarray(0, 2000)),
        400,
        { error_type: 1, message: 'Não conseguimos abrir esta foto: o arquivo parece incompleto ou corrompido' },
      ],
    ];
    for (const [file, status, answer] of cases) {
      const res = await upload(file);
      expect(res.statusCode, file.name).toBe(status);
      expect(res.json(), file.name).toEqual(answer);
    }
    expect(storedFiles(pizzeria)).toEqual(kept);
  });

  it('refuses a file over 10 MB before decoding it', async () => {
    const kept = storedFiles(pizzeria);
    const huge = Buffer.concat([await plainPhoto(100, 100, 'jpeg'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(jpegFile(huge));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error_type: 7, message: 'A foto deve ter no máximo 10 MB' });
    expect(storedFiles(pizzeria)).toEqual(kept);
  });

  it('takes one file in a multipart form, named photo, with the shop', async () => {
    const photo = jpegFile(await plainPhoto(100, 100, 'jpeg'));
    const json = await post(t.app, tenant.domain, mediaCalls.uploadProductPhoto.path, {
      validate: 1,
      token: owner,
      shop_id: pizzeria,
      photo: photo.bytes.toString('base64'),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error_type: 8, message: 'Envie o arquivo em um formulário multipart/form-data' });
    expect((await upload(undefined)).json()).toEqual({ error_type: 1, message: "O campo 'photo' é obrigatório" });
    expect((await upload(undefined, { photo: 'texto' })).json()).toEqual({
      error_type: 1,
      message: "O campo 'photo' é inválido: deve ser um arquivo",
    });
    expect((await upload(photo, { shop_id: 'abc' })).json()).toMatchObject({ error_type: 1 });
    const two = await postMultipart(
      t.app,
      tenant.domain,
      mediaCalls.uploadProductPhoto.path,
      { validate: 1, token: owner, shop_id: pizzeria },
      { photo, outra: photo },
    );
    expect(two.statusCode).toBe(413);
    expect(two.json()).toEqual({ error_type: 7, message: 'O formulário tem campos ou arquivos demais' });
    const bearer = await t.app.inject({
      method: 'POST',
      url: mediaCalls.uploadProductPhoto.path,
      headers: {
        host: tenant.domain,
        authorization: `Bearer ${owner}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="shop_id"\r\n\r\n1',
    });
    expect(bearer.statusCode).toBe(400);
    expect(bearer.json()).toEqual({ error_type: 1, message: 'O formulário enviado não pôde ser lido' });
  });

  it("is for the shop's owners: an attendant, another shop's owner and no session are refused", async () => {
    const db = t.database.db;
    const kept = storedFiles(pizzeria);
    const photo = jpegFile(await plainPhoto(200, 200, 'jpeg', 'navy'));
    const attendant = await addStaff(t.app, db, tenant, [{ role: 'attendant', shopId: pizzeria }]);
    expect((await upload(photo, {}, attendant.token)).json()).toEqual({
      error_type: 14,
      message: 'Apenas o dono da loja ou o operador pode fazer isso',
    });
    const neighbour = await addStaff(t.app, db, tenant, [{ role: 'owner', shopId: florist }]);
    const res = await upload(photo, {}, neighbour.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_type: 3, message: 'Loja não encontrada' });
    const none = await postMultipart(
      t.app,
      tenant.domain,
      mediaCalls.uploadProductPhoto.path,
      { shop_id: pizzeria },
      { photo },
    );
    expect(none.json()).toEqual({ error_type: 1, message: "O campo 'token' é obrigatório" });
    expect(storedFiles(pizzeria)).toEqual(kept);

    // The neighbour's own shop is theirs to fill, and so is every shop for an operator.
    expect((await upload(photo, { shop_id: florist }, neighbour.token)).json().photo.url).toContain(
      `/shops/${florist}/`,
    );
    const operator = await addStaff(t.app, db, tenant, [{ role: 'operator', shopId: null }]);
    expect((await upload(photo, {}, operator.token)).json()).toMatchObject({ error_type: 0 });
  });

  it('serves only stored photos under /media/', async () => {
    const [name] = storedFiles(pizzeria).filter((file) => file.endsWith('.webp'));
    expect((await download(`/media/shops/${pizzeria}/${name}`)).statusCode).toBe(200);
    for (const url of [
      `/media/shops/${pizzeria}/${'0'.repeat(32)}.webp`,
      `/media/shops/${pizzeria}/`,
      '/media/',
      '/media/shops',
      `/media/shops/${pizzeria}/..%2f..%2f${name}`,
      '/media/../package.json',
    ]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error_type: 3, message: 'Recurso não encontrado' });
    }
  });
});
