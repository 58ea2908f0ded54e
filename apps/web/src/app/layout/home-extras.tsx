import type { TGetProfileResponse } from '@delivery/contract/profile';
import { HomeSlider } from '../../features/home-slider/components/home-slider.tsx';
import { SmartBanner } from '../../features/smart-banner/components/smart-banner.tsx';

type HomeExtrasProps = { profile: TGetProfileResponse; place: 'top' | 'content' };

/**
 * The home's own extras, one lazy chunk for both places the shell gives them: the smart app banner
 * above the header, the slider atop the page (three to a wide row on a SINGLE's shop page, which
 * is its home).
 */
export function HomeExtras({ profile, place }: HomeExtrasProps) {
  if (place === 'top') return <SmartBanner app={profile.app} />;
  return <HomeSlider profileId={profile.profile_id} compact={profile.site.type_flow === 'SINGLE'} />;
}
