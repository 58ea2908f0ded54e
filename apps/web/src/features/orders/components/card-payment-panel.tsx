import type { TOrderCard } from '@delivery/contract/card-payments';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { cardFailed } from '../card-payment.ts';

type CardPaymentPanelProps = {
  card: TOrderCard;
  /** 'Tentar outro cartão': the order's items back in the bag, to checkout (app/flows/use-reorder.ts). */
  onRetry: () => void;
  retryBusy: boolean;
};

/**
 * A card paid in the app that is neither approved nor waiting for the bank: in the gateway's
 * review (the page follows the order as for a Pix to pay), or refused, with the reason and the
 * way to pay again with another card.
 */
export function CardPaymentPanel({ card, onRetry, retryBusy }: CardPaymentPanelProps) {
  const { t } = useTranslation();
  if (card.outcome === 'in_review') {
    return (
      <section
        data-testid="card-review"
        aria-labelledby="card-review-title"
        className="rounded-3xl border border-sky-200 bg-sky-50 p-5"
      >
        <h2 id="card-review-title" className="text-lg font-extrabold tracking-tight text-sky-950">
          {t('orders.card.reviewTitle')}
        </h2>
        {/* The server's message says 'em análise' again: the panel says what comes next instead. */}
        <p className="mt-1 text-sm text-sky-950">{t('orders.card.reviewText')}</p>
      </section>
    );
  }
  if (!cardFailed(card)) return null;
  return (
    <section
      data-testid="card-refused"
      aria-labelledby="card-refused-title"
      className="rounded-3xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="card-refused-title" className="text-lg font-extrabold tracking-tight text-brand-800">
        {t('orders.card.refusedTitle')}
      </h2>
      <p className="mt-1 text-sm text-brand-800">{card.message}</p>
      <Button
        onClick={onRetry}
        disabled={retryBusy}
        aria-busy={retryBusy || undefined}
        className="mt-4 h-12 w-full text-base sm:w-auto"
      >
        {retryBusy ? <Spinner className="size-5" tone="light" /> : null}
        {t('orders.card.retry')}
      </Button>
    </section>
  );
}
