import { useState } from 'react';
import type { TGetProfileResponse } from '@delivery/contract/profile';

/** The tenant's PWA logo at the top of the account modals (its icon, else its name, when there is none). */
export function TenantLogo({ profile, fallbackTitle }: { profile: TGetProfileResponse; fallbackTitle: string }) {
  const title = profile.app.title.trim() || fallbackTitle;
  const logo = profile.site.logo_pwa_app.trim() || profile.site.icone.trim();
  const [failed, setFailed] = useState(false);
  return (
    <div className="mb-5 flex justify-center">
      {logo && !failed ? (
        <img src={logo} alt={title} className="h-16 w-auto max-w-56 object-contain" onError={() => setFailed(true)} />
      ) : (
        <span className="text-2xl font-extrabold tracking-tight text-brand-700">{title}</span>
      )}
    </div>
  );
}
