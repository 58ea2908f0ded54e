import { queryOptions, useQuery } from '@tanstack/react-query';
import { appInfoCalls } from '@delivery/contract/calls/app-info';
import type { TSlide } from '@delivery/contract/app-info';
import { call, expectSuccess } from '../../lib/api-client.ts';

const slidesQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: ['slides', profileId],
    queryFn: async ({ signal }) =>
      expectSuccess(await call(appInfoCalls.getInfoSlider, { ambiente: 'web', profile_id: profileId }, { signal }))
        .sliders,
    staleTime: 5 * 60_000,
  });

export const useSlides = (profileId: number) => useQuery(slidesQueryOptions(profileId));

export type SlideTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** A slide's link: a route of the app ('restaurante/12'), an https address, or nothing. */
export function slideTarget(link: TSlide['link']): SlideTarget {
  const value = link.trim();
  if (/^https:\/\/\S+$/i.test(value)) return { kind: 'external', href: value };
  if (/^\/?[\w-]+(\/[\w-]+)*$/.test(value)) return { kind: 'route', to: `/${value.replace(/^\//, '')}` };
  return { kind: 'none' };
}
