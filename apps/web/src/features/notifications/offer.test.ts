import { describe, expect, it } from 'vitest';
import { offerViewOf, type OfferInput } from './offer.ts';
import { pushSupportOf, type PushEnvironment } from './push-device.ts';

const afterCheckout: OfferInput = {
  placed: true,
  answered: false,
  acceptNotification: '0',
  support: 'supported',
  permission: 'default',
};

describe('the offer of status pushes', () => {
  it('is made right after checkout only, once per customer on the device', () => {
    expect(offerViewOf(afterCheckout)).toBe('ask');
    expect(offerViewOf({ ...afterCheckout, placed: false })).toBe('hidden');
    expect(offerViewOf({ ...afterCheckout, answered: true })).toBe('hidden');
  });

  it('is not made to a customer already told on this device, nor where no push can come', () => {
    expect(offerViewOf({ ...afterCheckout, acceptNotification: '1', permission: 'granted' })).toBe('hidden');
    // Accepted on another device: this one asks for its own permission.
    expect(offerViewOf({ ...afterCheckout, acceptNotification: '1' })).toBe('ask');
    expect(offerViewOf({ ...afterCheckout, support: 'unsupported' })).toBe('hidden');
  });

  it('says how to get them on an iPhone, and where to allow them when blocked', () => {
    expect(offerViewOf({ ...afterCheckout, support: 'ios-home-screen' })).toBe('ios-home-screen');
    expect(offerViewOf({ ...afterCheckout, permission: 'denied' })).toBe('blocked');
  });
});

describe("the browser's Web Push", () => {
  const chrome: PushEnvironment = {
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    hasServiceWorker: true,
    hasPushManager: true,
    hasNotification: true,
    standalone: false,
  };
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
  const ipadAsMac =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

  it('is there in Chromium, and missing without a PushManager', () => {
    expect(pushSupportOf(chrome)).toBe('supported');
    expect(pushSupportOf({ ...chrome, hasPushManager: false })).toBe('unsupported');
  });

  it('comes to an iPhone or iPad only in a Home Screen app', () => {
    expect(pushSupportOf({ ...chrome, userAgent: iphone, hasPushManager: false })).toBe('ios-home-screen');
    expect(pushSupportOf({ ...chrome, userAgent: ipadAsMac, hasPushManager: false })).toBe('ios-home-screen');
    expect(pushSupportOf({ ...chrome, userAgent: iphone, standalone: true })).toBe('supported');
  });
});
