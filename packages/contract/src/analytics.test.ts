import { describe, expect, it } from 'vitest';
import {
  analyticsCspSources,
  analyticsProviders,
  analyticsScriptUrl,
  mauticOrigin,
  type AnalyticsKeys,
} from './analytics.ts';

const none: AnalyticsKeys = { ga_key: '', adwords_key: '', key_gtm: '', face_pixel_key: '', mautic_key: '' };

describe('analytics of a profile', () => {
  it('no key, no provider and no source', () => {
    expect(analyticsProviders(none)).toEqual([]);
    expect(analyticsCspSources(none)).toEqual({ 'script-src': [], 'connect-src': [], 'frame-src': [] });
  });

  it('GA4 and Google Ads share one gtag.js, named by the first id', () => {
    const keys = { ...none, ga_key: 'G-ABC', adwords_key: 'AW-123' };
    expect(analyticsProviders(keys)).toEqual(['gtag']);
    expect(analyticsScriptUrl('gtag', keys)).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC');
    expect(analyticsCspSources(keys)['frame-src']).toEqual([
      'https://td.doubleclick.net',
      'https://bid.g.doubleclick.net',
    ]);
  });

  it.each([
    ['https://mautic.loja.com.br', 'https://mautic.loja.com.br'],
    ['https://mautic.loja.com.br/', 'https://mautic.loja.com.br'],
    ['https://mautic.loja.com.br:8443/base', 'https://mautic.loja.com.br:8443'],
    ['http://mautic.loja.com.br', null],
    ['mautic.loja.com.br', null],
    ['https://user:pw@mautic.loja.com.br', null],
    ['https://localhost', null],
    ['', null],
  ])('the Mautic key %s gives the origin %s', (key, origin) => {
    expect(mauticOrigin(key)).toBe(origin);
    expect(analyticsProviders({ ...none, mautic_key: key })).toEqual(origin ? ['mautic'] : []);
  });

  it("Mautic's script is mtc.js on the customer's host", () => {
    expect(analyticsScriptUrl('mautic', { ...none, mautic_key: 'https://m.loja.com.br/x' })).toBe(
      'https://m.loja.com.br/mtc.js',
    );
  });
});
