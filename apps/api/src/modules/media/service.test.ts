import { describe, expect, it } from 'vitest';
import { isShopPhoto } from './service.ts';

const hash = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('isShopPhoto', () => {
  it("takes the shop's own uploads, in the data folder or in a bucket", () => {
    expect(isShopPhoto('/media', 12, `/media/shops/12/${hash}.webp`)).toBe(true);
    expect(isShopPhoto('https://fotos.example.com.br', 12, `https://fotos.example.com.br/shops/12/${hash}.webp`)).toBe(
      true,
    );
  });

  it("refuses another shop's photo, another storage's, the fallback, the demo's art and look-alikes", () => {
    for (const url of [
      `/media/shops/120/${hash}.webp`,
      `/media/shops/1/${hash}.webp`,
      `/media/shops/12/${hash}.jpg`,
      `https://fotos.example.com.br/shops/12/${hash}.webp`,
      `https://example.com/media/shops/12/${hash}.webp`,
      '/catalog/pizza.svg',
      `/media/shops/12/${hash.slice(1)}.webp`,
      `/media/shops/12/${hash.toUpperCase()}.webp`,
      `/media/shops/12/../13/${hash}.webp`,
      `/media/shops/12/${hash}.webp?x=1`,
      `/media/shops/12/x/${hash}.webp`,
      '',
    ]) {
      expect(isShopPhoto('/media', 12, url), url).toBe(false);
    }
  });
});
