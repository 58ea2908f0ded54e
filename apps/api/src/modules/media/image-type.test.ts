import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** An ISO-BMFF file's opening `ftyp` box with these brands (the first is the major one). */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};

describe('imageTypeOf', () => {
  it('tells JPEG, PNG and WebP by their signatures', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpeg');
    expect(imageTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'))).toBe('png');
    expect(imageTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('tells AVIF from HEIC by the brands of the ftyp box', () => {
    expect(imageTypeOf(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(imageTypeOf(ftyp('mif1', 'mif1', 'avif'))).toBe('avif');
    expect(imageTypeOf(ftyp('avis', 'msf1'))).toBe('avif');
    expect(imageTypeOf(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(imageTypeOf(ftyp('mif1', 'heic'))).toBe('heic');
    // A video of the same family is no photo.
    expect(imageTypeOf(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
  });

  it('refuses everything else, and what only starts like a photo', () => {
    for (const other of [
      bytes('GIF89a'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('II*\0'),
      bytes('%PDF-1.7'),
      bytes('BM'),
      bytes('isto é um texto'),
      bytes([0xff, 0xd8]),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes([0, 0, 0, 12], 'ftyp'),
      Buffer.alloc(0),
    ]) {
      expect(imageTypeOf(other), other.toString('latin1')).toBeNull();
    }
  });
});
