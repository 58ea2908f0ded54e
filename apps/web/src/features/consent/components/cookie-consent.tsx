import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import type { ConsentChoice } from '../consent.ts';
import { FloatingCard } from './floating-card.tsx';

type CookieConsentProps = { policyUrl: string; onChoice: (choice: ConsentChoice) => void };

/**
 * docs/product.md section 2's cookie popup, bottom right: 'Aceitar!', 'Recusar cookies' and 'Saiba
 * mais' (the policy).
 */
export function CookieConsent({ policyUrl, onChoice }: CookieConsentProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  return (
    <FloatingCard
      label={t('consent.cookieLabel')}
      icon={<CookieIcon />}
      actions={
        <>
          <Button variant="secondary" className="flex-1 px-3! whitespace-nowrap" onClick={() => onChoice('declined')}>
            {tSpec('cookieDecline')}
          </Button>
          <Button className="flex-1 px-3! whitespace-nowrap" onClick={() => onChoice('accepted')}>
            {tSpec('cookieAccept')}
          </Button>
        </>
      }
    >
      <p>
        {tSpec('cookieMessage')}{' '}
        {policyUrl ? (
          <a
            href={policyUrl}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {tSpec('cookieLearnMore')}
          </a>
        ) : null}
      </p>
    </FloatingCard>
  );
}

const CookieIcon = () => (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
    <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3Z" strokeLinejoin="round" />
    <circle cx="8.5" cy="10" r="1" fill="currentColor" />
    <circle cx="11" cy="15.5" r="1" fill="currentColor" />
    <circle cx="15.5" cy="14" r="1" fill="currentColor" />
  </svg>
);
