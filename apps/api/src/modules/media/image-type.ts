/** The image types a photo may come as, told by their first bytes (decision 0033). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * The brands of an ISO-BMFF file's `ftyp` box (HEIF, AVIF): its major brand and the compatible
 * ones after the minor version.
 */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/**
 * What the bytes are, by their signature alone; null for anything else (SVG, GIF, TIFF, a PDF, a
 * text file), whatever its name or declared type says. Only these reach the image decoder.
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  if (brands.some((brand) => heicBrands.has(brand))) return 'heic';
  return null;
}
