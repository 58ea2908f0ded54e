import { brandShades, isHexColour } from '@delivery/contract/colours';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { useLayoutEffect } from 'react';

/**
 * The tenant's brand colour as the CSS variables Tailwind's `brand-*` utilities read
 * (styles.css), worked out from its one colour (decision 0038). Empty for a profile stored by an
 * older build, without a theme: the stylesheet's own red stays.
 */
export function brandVariables(profile: Pick<TGetProfileResponse, 'theme'>): Record<string, string> {
  // A profile cached by an older build may lack the theme.
  const primary = (profile.theme as TGetProfileResponse['theme'] | undefined)?.primary;
  if (!primary || !isHexColour(primary)) return {};
  return Object.fromEntries(
    Object.entries(brandShades(primary)).map(([shade, hex]) => [`--color-brand-${shade}`, hex]),
  );
}

/**
 * Paints the page in the profile's colour before the browser shows it, and gives the browser's
 * bar the same colour; a profile that changes colour (the server's answer after the cached one)
 * repaints it.
 */
export function useBrandColour(profile: Pick<TGetProfileResponse, 'theme'>): void {
  const variables = brandVariables(profile);
  const key = JSON.stringify(variables);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const set = JSON.parse(key) as Record<string, string>;
    for (const [name, value] of Object.entries(set)) root.style.setProperty(name, value);
    const bar = document.querySelector('meta[name="theme-color"]');
    const colour = set['--color-brand-600'];
    if (bar && colour) bar.setAttribute('content', colour);
    return () => {
      for (const name of Object.keys(set)) root.style.removeProperty(name);
    };
  }, [key]);
}
