import type { TGetProfileResponse } from '@delivery/contract/profile';

export type StoreDevice = 'ios' | 'android' | 'desktop';

/** The device as its browser names itself; an iPad asking for the desktop site still has a touch screen. */
export function deviceOf(userAgent: string, maxTouchPoints: number): StoreDevice {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}

/** The store link the banner offers on this device: iOS's or Android's; none on a desktop or without one. */
export function storeLinkFor(app: TGetProfileResponse['app'], device: StoreDevice): string | null {
  const link = device === 'ios' ? app.link_url_ios : device === 'android' ? app.link_url_android : '';
  return link.trim() ? link.trim() : null;
}

const dayMs = 86_400_000;

/** Until when a banner dismissed (or followed) at `now` stays hidden, docs/product.md section 9's days later. */
export const hiddenUntil = (now: number, days: number): number => now + days * dayMs;
