import { describe, expect, it } from 'vitest';
import { attributionOf } from './attribution.ts';

describe('attributionOf', () => {
  it('a direct visit keeps nothing', () => {
    expect(attributionOf('https://pedeja.com.br/', '')).toEqual({});
  });

  it("another site is the source; the app's own pages are not", () => {
    expect(attributionOf('https://pedeja.com.br/', 'https://www.google.com/')).toEqual({
      midia_source: 'https://www.google.com/',
    });
    expect(attributionOf('https://pedeja.com.br/', 'https://pedeja.com.br/restaurante/1')).toEqual({});
  });

  it('a campaign link is the origin, with its parameters', () => {
    const url = 'https://pedeja.com.br/?utm_source=insta&utm_campaign=terca&x=1';
    expect(attributionOf(url, '')).toEqual({
      midia_origem: url,
      urlParams: { utm_source: 'insta', utm_campaign: 'terca', x: '1' },
    });
  });

  it('a query without a campaign parameter is no origin', () => {
    expect(attributionOf('https://pedeja.com.br/?segmento=pizza', '')).toEqual({});
  });
});
