import { describe, expect, it } from 'vitest';
import { deviceOf, hiddenUntil, storeLinkFor } from './store-link.ts';

const app = {
  link_url_ios: 'https://apps.apple.com/x',
  link_url_android: 'https://play.google.com/y',
  title: 'A',
  short_name: '',
  link_label: 'Baixar',
  image: '',
};
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';

describe('the smart banner link', () => {
  it('gives iOS its link, Android its own, a desktop none', () => {
    expect(storeLinkFor(app, deviceOf(iphone, 5))).toBe(app.link_url_ios);
    expect(storeLinkFor(app, deviceOf(pixel, 5))).toBe(app.link_url_android);
    expect(deviceOf(mac, 0)).toBe('desktop');
    expect(storeLinkFor(app, 'desktop')).toBeNull();
  });

  it('an iPad asking for the desktop site is still iOS', () => {
    expect(deviceOf(mac, 5)).toBe('ios');
  });

  it('no link, no banner', () => {
    expect(storeLinkFor({ ...app, link_url_android: ' ' }, 'android')).toBeNull();
  });

  it('stays hidden for the given days', () => {
    expect(hiddenUntil(1_000, 1)).toBe(1_000 + 86_400_000);
  });
});
