import { useState } from 'react';
import type { TGetProfileResponse } from '@delivery/contract/profile';

type ProfileBrandProps = { profile: TGetProfileResponse; fallbackTitle: string };

/** The tenant's name, the title the app shows for it. */
export function profileTitle(profile: TGetProfileResponse, fallbackTitle: string): string {
  return profile.app.title.trim() || fallbackTitle;
}

/** The tenant's logo (PWA logo, else its icon) beside its name; a wordmark when there is no usable image. */
export function ProfileBrand({ profile, fallbackTitle }: ProfileBrandProps) {
  const title = profileTitle(profile, fallbackTitle);
  const logo = profile.site.logo_pwa_app.trim() || profile.site.icone.trim();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const showLogo = logo !== '' && failedLogo !== logo;

  return (
    <span className="flex min-w-0 items-center gap-2.5">
      {showLogo ? (
        <img
          src={logo}
          alt=""
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-xl object-contain"
          onError={() => setFailedLogo(logo)}
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-600 text-base font-extrabold text-white"
        >
          {title.charAt(0).toUpperCase()}
        </span>
      )}
      {/* Two lines on a phone rather than 'Pizzari…': the name is the brand. */}
      <span
        data-testid="brand-title"
        className="line-clamp-2 text-sm leading-tight font-extrabold tracking-tight break-words text-ink-900 min-[400px]:text-base md:line-clamp-1 md:text-lg"
      >
        {title}
      </span>
    </span>
  );
}
