import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A file as a browser's file input gives it: bytes, a name and the type the browser declares. */
export type UploadFile = { bytes: Buffer; name: string; type: string };

/**
 * A multipart/form-data body as a browser's FormData writes it: the text fields, then each file
 * (several for a form that holds more than one).
 */
export async function multipartBody(fields: Record<string, unknown>, files: Record<string, UploadFile> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

/** POSTs a multipart body to `url` of the tenant behind `host`. */
export async function postMultipart(
  app: FastifyInstance,
  host: string,
  url: string,
  fields: Record<string, unknown>,
  files: Record<string, UploadFile> = {},
) {
  const { payload, contentType } = await multipartBody(fields, files);
  return app.inject({ method: 'POST', url, headers: { host, 'content-type': contentType }, payload });
}

const square = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/**
 * A phone's JPEG held sideways: 400×200 as stored, red on the left and blue on the right, with
 * EXIF orientation 6 (turn 90° clockwise to show), the phone's make, the GPS position where it was
 * taken, and an ICC profile. Shown upright it is 200×400, red on top.
 */
export async function phonePhoto(): Promise<Buffer> {
  return square(400, 200, 'red')
    .composite([{ input: await square(200, 200, 'blue').png().toBuffer(), left: 200, top: 0 }])
    .withExif({
      IFD0: { Make: 'Celular', Model: 'Modelo X' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '22/1 54/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '47/1 3/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A PNG with a transparent half (left) and a green one, `width`×`height`. */
export async function transparentPng(width = 300, height = 100): Promise<Buffer> {
  const green = await sharp({ create: { width: width / 2, height, channels: 4, background: '#00ff00ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: green, left: width / 2, top: 0 }])
    .png()
    .toBuffer();
}

/** A flat photo of one colour, in any format sharp writes. */
export const plainPhoto = (
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  colour = 'orange',
) => square(width, height, colour).toFormat(format).toBuffer();

/**
 * The tags of a JPEG's EXIF IFD0 (its main directory): 0x0112 is the orientation, 0x8825 points
 * at the GPS position. Read here by hand, so the test does not trust the library it checks.
 */
export function exifTags(exif: Buffer): Set<number> {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return new Set(Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12)));
}

/** The colour of one pixel, as [r, g, b]. */
export async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** A few values off is the encoder's rounding, not another colour. */
export const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 24);
