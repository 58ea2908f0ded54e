import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import type { DetectedCard } from '../card-brand.ts';

/**
 * What the first digits say, under the card number: the brand and credit or debit when the shop
 * takes it; the refusal, before anything is paid, when it does not.
 */
export function CardBrandNote({ detected }: { detected: DetectedCard | null }) {
  const { t } = useTranslation();
  if (!detected || detected.kind === 'unknown') return null;
  const type = t(`checkout.payment.cardTypes.${detected.cardType}`);
  if (detected.kind === 'accepted') {
    return (
      <p data-testid="card-brand" aria-live="polite" className="mt-1.5 flex items-center gap-1.5 text-sm text-ink-800">
        <CheckIcon className="size-4 shrink-0 text-emerald-700" strokeWidth={2.2} />
        <span>{t('checkout.card.brandDetected', { brand: detected.name, type })}</span>
      </p>
    );
  }
  return (
    <FieldError>
      {detected.kind === 'brand-refused'
        ? t('checkout.card.brandRefused', { brand: detected.name })
        : t('checkout.card.typeRefused', { brand: detected.name, type: type.toLowerCase() })}
    </FieldError>
  );
}
