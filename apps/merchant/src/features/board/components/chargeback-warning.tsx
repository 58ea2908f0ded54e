import { AlertIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';

/**
 * The card's holder disputed the charge at their bank: the money may be taken back from the shop,
 * so the card and the row say so in the panel's warning style until the order leaves the board.
 */
export function ChargebackWarning({ className = '' }: { className?: string }) {
  return (
    <p
      data-testid="order-chargeback"
      className={`flex items-start gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 px-3 py-2 text-sm font-bold text-amber-950 ${className}`}
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <span>{messages.payment.chargedBack}</span>
    </p>
  );
}
