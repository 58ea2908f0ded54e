import { useEffect, useState } from 'react';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { Analytics } from '../../features/analytics/components/analytics.tsx';
import { AppUpdate } from '../../features/app-update/components/app-update.tsx';
import { useAuthModal } from '../../features/auth/auth-modal-store.ts';
import { CookieConsent } from '../../features/consent/components/cookie-consent.tsx';
import { PrivacyNotice } from '../../features/consent/components/privacy-notice.tsx';
import {
  readConsent,
  readPrivacyNoticeSeen,
  saveConsent,
  savePrivacyNoticeSeen,
  type ConsentChoice,
} from '../../features/consent/consent.ts';
import { keepAttribution } from '../../features/marketing/keep-attribution.ts';
import { landing } from '../startup.ts';

type StartupExtrasProps = { profile: TGetProfileResponse; signedIn: boolean };

/**
 * What docs/product.md section 2 starts beside the first page, loaded after it is drawn (decision 0042):
 * the update check, the marketing origin, the cookie popup and, once cookies are accepted, the
 * profile's analytics; then, for a visitor, the privacy notice. One popup at a time.
 */
export function StartupExtras({ profile, signedIn }: StartupExtrasProps) {
  const [consent, setConsent] = useState(readConsent);
  const [noticeSeen, setNoticeSeen] = useState(readPrivacyNoticeSeen);
  // One modal at a time: the update notice waits for an open sign-in (the native start's) to close.
  const accountModalOpen = useAuthModal().modal !== null;

  useEffect(() => {
    void keepAttribution(landing.url, landing.referrer).catch(() => undefined);
  }, []);

  const choose = (choice: ConsentChoice) => {
    setConsent(choice);
    saveConsent(choice);
  };
  const policyUrl = profile.site.politica_provacidade;
  const showNotice = consent !== null && !signedIn && !noticeSeen && policyUrl !== '';

  return (
    <>
      <AppUpdate profileId={profile.profile_id} appName={profile.app.title} held={accountModalOpen} />
      {consent === 'accepted' ? <Analytics keys={profile.site} /> : null}
      {consent === null ? <CookieConsent policyUrl={policyUrl} onChoice={choose} /> : null}
      {showNotice ? (
        <PrivacyNotice
          policyUrl={policyUrl}
          appTitle={profile.app.title}
          onDone={() => {
            setNoticeSeen(true);
            savePrivacyNoticeSeen();
          }}
        />
      ) : null}
    </>
  );
}
