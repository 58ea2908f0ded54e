import { describe, expect, it } from 'vitest';
import { photoFallbackUrl, photoKey } from './photo-names.ts';

const hash = '0123456789abcdef0123456789abcdef';

describe('photo names', () => {
  it('keeps both files of a photo under one hash, per shop', () => {
    expect(photoKey(7, hash, 'webp')).toBe(`shops/7/${hash}.webp`);
    expect(photoKey(7, hash, 'jpg')).toBe(`shops/7/${hash}.jpg`);
  });

  it('finds the JPEG beside an uploaded WebP, wherever it is stored', () => {
    expect(photoFallbackUrl(`/media/shops/7/${hash}.webp`)).toBe(`/media/shops/7/${hash}.jpg`);
    expect(photoFallbackUrl(`https://cdn.example.com/fotos/shops/7/${hash}.webp`)).toBe(
      `https://cdn.example.com/fotos/shops/7/${hash}.jpg`,
    );
  });

  it('has no fallback for any other image', () => {
    for (const url of [
      '/catalog/pizza.svg',
      'https://example.com/pizza.webp',
      `/media/shops/7/${hash}.jpg`,
      `/media/shops/0/${hash}.webp`,
      `/media/shops/7/${hash.slice(2)}.webp`,
      '',
    ]) {
      expect(photoFallbackUrl(url), url).toBeNull();
    }
  });
});
