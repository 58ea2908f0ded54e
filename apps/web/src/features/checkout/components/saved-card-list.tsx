import type { TSavedCard } from '@delivery/contract/card-payments';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../components/message-dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteSavedCard } from '../api/delete-saved-card.ts';

/** Which card pays: a saved one by its id, or one typed now. */
export type CardChoice = number | 'new';

type SavedCardListProps = {
  token: string;
  shopId: number;
  cards: TSavedCard[];
  /** The brands the shop takes in the app: a saved card of another brand cannot pay here. */
  flags: TPaymentGroup['flags'];
  value: CardChoice;
  onChange: (value: CardChoice) => void;
};

/** 'Visa •••• 4242', the dots and digits held together (no-break spaces). */
export const savedCardName = (card: Pick<TSavedCard, 'brand' | 'last_four'>) =>
  `${card.brand}\u00a0••••\u00a0${card.last_four}`;

/**
 * The customer's saved cards as choices above 'Usar outro cartão', each with 'Remover' (asked
 * first; the list becomes the server's answer).
 */
export function SavedCardList({ token, shopId, cards, flags, value, onChange }: SavedCardListProps) {
  const { t } = useTranslation();
  const removal = useDeleteSavedCard(token, shopId);
  const [asking, setAsking] = useState<TSavedCard | null>(null);

  const remove = async (card: TSavedCard) => {
    setAsking(null);
    try {
      const left = await removal.mutateAsync(card.card_id);
      if (value === card.card_id) onChange(left[0]?.card_id ?? 'new');
      showToast(t('checkout.card.removed'));
    } catch {
      showToast(t('checkout.card.removeFailed'));
    }
  };

  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{t('checkout.card.savedTitle')}</legend>
      <ul className="space-y-2">
        {cards.map((card) => {
          const accepted = flags.some((flag) => flag.flag_id === card.flag_id);
          const busy = removal.isPending && removal.variables === card.card_id;
          return (
            <li
              key={card.card_id}
              data-testid="saved-card"
              className={`flex items-center gap-2 rounded-xl border bg-white pr-1 ${
                value === card.card_id ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-200'
              }`}
            >
              <label
                className={`flex min-h-11 min-w-0 flex-1 items-center gap-2.5 py-2 pl-3 text-sm ${accepted ? 'cursor-pointer' : 'cursor-not-allowed opacity-60'}`}
              >
                <input
                  type="radio"
                  name="saved-card"
                  checked={value === card.card_id}
                  disabled={!accepted}
                  onChange={() => onChange(card.card_id)}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">
                    {t('checkout.card.savedCard', { card: savedCardName(card), expiration: card.expiration })}
                  </span>
                  {accepted ? null : (
                    <span className="block text-xs text-ink-600">
                      {t('checkout.card.savedNotAccepted', { brand: card.brand })}
                    </span>
                  )}
                </span>
              </label>
              <button
                type="button"
                onClick={() => setAsking(card)}
                disabled={busy}
                aria-label={t('checkout.card.removeLabel', { card: savedCardName(card) })}
                className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                {busy ? <Spinner className="size-4" /> : null}
                {t('checkout.card.remove')}
              </button>
            </li>
          );
        })}
        <li
          className={`rounded-xl border bg-white ${value === 'new' ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-200'}`}
        >
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 px-3 py-2 text-sm font-semibold text-ink-900">
            <input
              type="radio"
              name="saved-card"
              checked={value === 'new'}
              onChange={() => onChange('new')}
              className="size-4 shrink-0 accent-brand-600"
            />
            {t('checkout.card.newCard')}
          </label>
        </li>
      </ul>
      {asking ? (
        <MessageDialog
          tone="warning"
          title={t('checkout.card.removeTitle')}
          message={t('checkout.card.removeText', { card: savedCardName(asking) })}
          confirmLabel={t('checkout.card.removeConfirm')}
          onConfirm={() => void remove(asking)}
          cancelLabel={t('checkout.card.removeCancel')}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </fieldset>
  );
}
