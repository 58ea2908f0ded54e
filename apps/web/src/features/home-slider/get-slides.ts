import { queryOptions, useQuery } from '@tanstack/react-query';
import { appInfoCalls } from '@delivery/contract/calls/app-info';
import type { TSlide } from '@delivery/contract/app-info';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../lib/api-client.ts';

/**
 * The host's slides (its tenant's, as every call of this origin): asked for as the app starts on
 * the home (app/startup.ts), so they are there when the home is first drawn and push nothing down.
 */
export const slidesQueryOptions = queryOptions({
  queryKey: ['slides'],
  queryFn: async ({ signal }) =>
    expectSuccess(await call(appInfoCalls.getInfoSlider, { ambiente: 'web' }, { signal })).sliders,
  staleTime: 5 * 60_000,
});

export const useSlides = () => useQuery(slidesQueryOptions);

export type SlideTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** A slide's link: a route of the app ('restaurante/12'), an https address, or nothing. */
export function slideTarget(link: TSlide['link']): SlideTarget {
  const value = link.trim();
  if (/^https:\/\/\S+$/i.test(value)) return { kind: 'external', href: value };
  if (/^\/?[\w-]+(\/[\w-]+)*$/.test(value)) return { kind: 'route', to: `/${value.replace(/^\//, '')}` };
  return { kind: 'none' };
}
