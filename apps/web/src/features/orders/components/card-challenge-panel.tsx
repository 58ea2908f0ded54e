import type { TOrderCard } from '@delivery/contract/card-payments';
import { formatReais } from '@delivery/contract/money';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { cardName, challengeWindow } from '../card-payment.ts';
import { useCardChallenge } from '../hooks/use-card-challenge.ts';
import { CardChallengeSheet } from './card-challenge-sheet.tsx';

type CardChallengePanelProps = {
  card: TOrderCard;
  challenge: NonNullable<TOrderCard['challenge']>;
  amount: number;
  /** Reads the order again: the API asks the gateway where its pending card stands. */
  onCheck: () => void;
};

/**
 * 'Confirme o pagamento no seu banco': the order waits for the issuer's 3-D Secure page, which
 * opens from here: in a window of its own in a browser, in a sheet of this page in the native app.
 * It comes first on the page and takes the focus, as nothing goes on without it.
 */
export function CardChallengePanel({ card, challenge, amount, onCheck }: CardChallengePanelProps) {
  const { t } = useTranslation();
  const { phase, open, form, frameReady, closeFrame } = useCardChallenge(challenge.url, onCheck);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section
      data-testid="card-challenge"
      aria-labelledby="card-challenge-title"
      className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-5 shadow-sm"
    >
      <h2
        id="card-challenge-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-extrabold tracking-tight text-amber-950 outline-none"
      >
        {t('orders.card.challengeTitle')}
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        {t('orders.card.challengeText', { amount: formatReais(amount), card: cardName(card) })}
      </p>
      {phase === 'waiting' ? (
        <p role="status" className="mt-4 flex items-center gap-3 text-sm font-semibold text-amber-950">
          <Spinner className="size-5" />
          {t('orders.card.challengeWaiting')}
        </p>
      ) : null}
      {phase === 'late' ? (
        <p role="status" className="mt-4 text-sm text-amber-950">
          {t('orders.card.challengeLate')}
        </p>
      ) : null}
      <Button
        onClick={open}
        variant={phase === 'waiting' ? 'secondary' : 'primary'}
        className="mt-4 h-12 w-full text-base sm:w-auto"
      >
        {t('orders.card.challengeOpen')}
      </Button>
      {phase === 'framed' ? <CardChallengeSheet onReady={frameReady} onClose={closeFrame} /> : null}
      {/* Posted into the issuer's window (or the sheet's iframe) by the button; the creq is the gateway's, for the issuer only. */}
      <form ref={form} method="post" action={challenge.url} target={challengeWindow} hidden>
        <input type="hidden" name="creq" value={challenge.creq} />
      </form>
    </section>
  );
}
