import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources.ts';

const hash = '5f0c2d9e8a7b6c5d4e3f2a1b0c9d8e7f';

describe('photoSources', () => {
  it('gives an uploaded photo its WebP and the JPEG beside it, wherever it is kept', () => {
    expect(photoSources(`/media/shops/3/${hash}.webp`)).toEqual({
      webp: `/media/shops/3/${hash}.webp`,
      src: `/media/shops/3/${hash}.jpg`,
    });
    expect(photoSources(`https://fotos.example.com.br/shops/3/${hash}.webp`)).toEqual({
      webp: `https://fotos.example.com.br/shops/3/${hash}.webp`,
      src: `https://fotos.example.com.br/shops/3/${hash}.jpg`,
    });
  });

  it('keeps any other image as it is', () => {
    for (const image of ['/catalog/pizza.svg', 'https://example.com/pizza.webp', `/media/shops/3/${hash}.jpg`]) {
      expect(photoSources(image)).toEqual({ webp: null, src: image });
    }
  });
});
