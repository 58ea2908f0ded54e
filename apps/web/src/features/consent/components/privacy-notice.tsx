import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/action-icons.tsx';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { FloatingCard } from './floating-card.tsx';

type PrivacyNoticeProps = { policyUrl: string; appTitle: string; onDone: () => void };

/**
 * docs/product.md section 2's privacy-policy popup for a visitor (decision 0042): once per device, after
 * the cookie answer, it points to the profile's policy. A signed-in customer gets the terms
 * acceptance prompt instead.
 */
export function PrivacyNotice({ policyUrl, appTitle, onDone }: PrivacyNoticeProps) {
  const { t } = useTranslation();
  return (
    <FloatingCard
      label={t('consent.privacyTitle')}
      icon={<ShieldIcon className="size-6" />}
      actions={
        <>
          <a
            href={policyUrl}
            target="_blank"
            rel="noopener"
            className={`${buttonClassName('secondary')} flex-1 px-3! whitespace-nowrap`}
          >
            {t('consent.privacyRead')}
          </a>
          <Button className="flex-1 px-3! whitespace-nowrap" onClick={onDone}>
            {t('consent.privacyOk')}
          </Button>
        </>
      }
    >
      <p className="font-bold text-ink-900">{t('consent.privacyTitle')}</p>
      <p className="mt-0.5">{t('consent.privacyText', { app: appTitle })}</p>
    </FloatingCard>
  );
}
