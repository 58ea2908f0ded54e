import { missingForMinimumCents, toCents } from '@delivery/contract/pricing';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatReais } from '@delivery/contract/money';

type MinimumMissingProps = {
  /** The products in the bag, in cents (the minimum counts only them). */
  productsCents: number;
  /** The shop's minimum order in reais; null while unknown. */
  minOrder: number | null;
  className?: string;
};

/**
 * 'Faltam R$ 11,10 para o pedido mínimo', said in the bag and at checkout before the customer
 * tries to order, as the big apps do; nothing once the minimum is reached.
 */
export function MinimumMissing({ productsCents, minOrder, className = 'mt-2' }: MinimumMissingProps) {
  const { t } = useTranslation();
  const missing = minOrder === null ? 0 : missingForMinimumCents(productsCents, toCents(minOrder));
  if (missing === 0 || minOrder === null) return null;
  return (
    <p
      data-testid="minimum-missing"
      className={`rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ${className}`}
    >
      {t('cart.minimumMissing', { missing: formatMoney(missing), minimum: formatReais(minOrder) })}
    </p>
  );
}
