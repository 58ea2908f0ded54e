import type { TGetProfileResponse } from '@delivery/contract/profile';
import { useLayoutEffect } from 'react';

/**
 * The browser tab shows the tenant's icon (site.icone) once its profile is known, and the app's
 * own (index.html's) when it has none.
 */
export function useTabIcon(profile: Pick<TGetProfileResponse, 'site'>): void {
  const icon = profile.site.icone.trim();
  useLayoutEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link || !icon) return;
    const own = { href: link.getAttribute('href'), type: link.getAttribute('type') };
    link.setAttribute('href', icon);
    // The tenant's icon may be a PNG: the browser sniffs it when no type is claimed.
    link.removeAttribute('type');
    return () => {
      if (own.href) link.setAttribute('href', own.href);
      if (own.type) link.setAttribute('type', own.type);
    };
  }, [icon]);
}
