import type { TPaymentGroup } from '@delivery/contract/checkout';
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useSavedCards } from '../api/list-saved-cards.ts';
import { cardFormProblem } from '../card-form-problem.ts';
import { tokenOfNewCard, tokenOfSavedCard, type TokenResult } from '../card-token.ts';
import { useDetectedCard } from '../hooks/use-detected-card.ts';
import { useSecureFields } from '../hooks/use-secure-fields.ts';
import type { MercadoPagoInstance, SecureFieldType } from '../mercado-pago.ts';
import type { CardProblem, OnlineCard } from '../order-draft.ts';
import { CardBrandNote } from './card-brand-note.tsx';
import { CardHolderFields, type HolderValue } from './card-holder-fields.tsx';
import { SavedCardList, savedCardName, type CardChoice } from './saved-card-list.tsx';
import { SecureFieldBox } from './secure-field-box.tsx';

/** What checkout asks of the card form when 'Fazer pedido' is pressed, and after a refusal. */
export type CardFormHandle = {
  /** The card's token and how it is charged; null when the form shows what to fix instead. */
  tokenize: () => Promise<OnlineCard | null>;
  /** Empties the card's fields (after a refusal), keeping every other choice. */
  clear: () => void;
};

/** What the form tells checkout: what it still lacks, and its revision (moved by every touch of the card). */
export type CardFormState = { problem: CardProblem | null; revision: number };

export type CardPayFormProps = {
  token: string;
  shopId: number;
  flags: TPaymentGroup['flags'];
  /** The last refusal's reason, shown at the top of the form. */
  refusal: string | null;
  handle: RefObject<CardFormHandle | null>;
  onState: (state: CardFormState | null) => void;
};

/** A saved card preselected while one of an accepted brand is there; else a card typed now. */
function choiceOf(picked: CardChoice | null, cards: { card_id: number; flag_id: number }[], flagIds: number[]) {
  if (picked === 'new' || cards.some((card) => card.card_id === picked)) return picked!;
  return cards.find((card) => flagIds.includes(card.flag_id))?.card_id ?? 'new';
}

/**
 * The card form once the gateway's script is there: the saved cards, the gateway's fields (all
 * three for a card typed now, the CVV alone for a saved one), the brand found from the first
 * digits, the holder's name and CPF, and 'Salvar este cartão'.
 */
export function CardPayForm({
  mp,
  token,
  shopId,
  flags,
  refusal,
  handle,
  onState,
}: CardPayFormProps & { mp: MercadoPagoInstance }) {
  const { t } = useTranslation();
  const saved = useSavedCards(token, shopId);
  const cards = saved.data ?? [];
  const [picked, setPicked] = useState<CardChoice | null>(null);
  const choice = choiceOf(
    picked,
    cards,
    flags.map((flag) => flag.flag_id),
  );
  const savedCard = cards.find((card) => card.card_id === choice) ?? null;
  const [holder, setHolder] = useState<HolderValue>({ holder: '', cpf: '', saveCard: false });
  const [holderErrors, setHolderErrors] = useState(false);
  const [cleared, setCleared] = useState(0);
  const [revision, setRevision] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const touch = useCallback(() => setRevision((value) => value + 1), []);

  const base = useId();
  // None while the saved cards load: the containers are drawn with the choice they wait for.
  const ids: Partial<Record<SecureFieldType, string>> = saved.isPending
    ? {}
    : choice === 'new'
      ? { cardNumber: `${base}-number`, expirationDate: `${base}-expiry`, securityCode: `${base}-cvv` }
      : { securityCode: `${base}-cvv` };
  const updateSecurityCode = useRef<(settings: Record<string, unknown>) => void>(() => undefined);
  const onSecurityCode = useCallback((settings: Record<string, unknown>) => updateSecurityCode.current(settings), []);
  const detection = useDetectedCard(mp, flags, onSecurityCode);
  const { detected } = detection;
  const secure = useSecureFields({
    mp,
    ids,
    placeholders: {
      cardNumber: t('checkout.card.numberPlaceholder'),
      expirationDate: t('checkout.card.expiryPlaceholder'),
      securityCode: t('checkout.card.cvvPlaceholder'),
    },
    onBin: (bin) => {
      touch();
      detection.onBin(bin);
    },
    onTouch: touch,
    // Another card chosen, or the fields emptied after a refusal: mounted afresh.
    generation: `${choice}:${cleared}`,
  });
  useEffect(() => {
    updateSecurityCode.current = secure.updateSecurityCode;
  }, [secure.updateSecurityCode]);

  const states = Object.values(secure.fields);
  const problem: CardProblem | null = cardFormProblem({
    savedCardsLoading: saved.isPending,
    savedCard: choice !== 'new',
    fieldsValid: states.length > 0 && states.every((state) => state.valid),
    detected,
    ...holder,
  });

  useEffect(() => {
    onState({ problem, revision });
  }, [onState, problem, revision]);
  // Gone (another way to pay chosen): checkout no longer counts on it.
  useEffect(() => () => onState(null), [onState]);

  const showProblem = (result: TokenResult): null => {
    if ('card' in result) return null;
    const where = result.problem;
    if (where !== null && 'key' in where) {
      secure.showError(where.field, where.key);
      return null;
    }
    // The holder's name or CPF refused by the gateway for more than being empty: said under the form.
    setFormError(t('checkout.card.errors.tokenFailed'));
    return null;
  };

  useImperativeHandle(handle, () => ({
    tokenize: async () => {
      setFormError(null);
      secure.touchAll();
      setHolderErrors(true);
      if (problem !== null) return null;
      const result = savedCard
        ? await tokenOfSavedCard(mp, savedCard)
        : detected?.kind === 'accepted'
          ? await tokenOfNewCard(mp, { detected, ...holder })
          : null;
      return result === null ? null : 'card' in result ? result.card : showProblem(result);
    },
    clear: () => {
      detection.reset();
      setCleared((value) => value + 1);
      touch();
    },
  }));

  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [refusal]);

  if (saved.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-3 text-sm text-ink-700">
        <Spinner className="size-5" />
        {t('checkout.card.loading')}
      </div>
    );
  }

  return (
    <div data-testid="card-form" className="mt-1">
      {refusal ? (
        <div ref={refusalRef} data-testid="card-refusal" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3">
          <p role="alert" className="text-sm font-semibold text-brand-800">
            {t('checkout.card.refusedTitle')}
            <span className="mt-0.5 block font-normal">{refusal}</span>
          </p>
        </div>
      ) : null}
      {cards.length > 0 ? (
        <SavedCardList
          token={token}
          shopId={shopId}
          cards={cards}
          flags={flags}
          value={choice}
          onChange={(next) => {
            setPicked(next);
            detection.reset();
            touch();
          }}
        />
      ) : null}
      <div className="space-y-4">
        {ids.cardNumber ? (
          <div>
            <SecureFieldBox
              id={ids.cardNumber}
              label={t('checkout.card.number')}
              state={secure.fields.cardNumber}
              onLabelClick={() => secure.focus('cardNumber')}
            />
            <CardBrandNote detected={detected} />
          </div>
        ) : null}
        <div className={`grid items-end gap-3 ${ids.expirationDate ? 'grid-cols-2' : ''}`}>
          {ids.expirationDate ? (
            <SecureFieldBox
              id={ids.expirationDate}
              label={t('checkout.card.expiry')}
              state={secure.fields.expirationDate}
              onLabelClick={() => secure.focus('expirationDate')}
            />
          ) : null}
          <SecureFieldBox
            id={`${base}-cvv`}
            label={savedCard ? t('checkout.card.cvvOf', { card: savedCardName(savedCard) }) : t('checkout.card.cvv')}
            state={secure.fields.securityCode}
            onLabelClick={() => secure.focus('securityCode')}
          />
        </div>
        {choice === 'new' ? (
          <CardHolderFields
            value={holder}
            onChange={(value) => {
              setHolder(value);
              touch();
            }}
            showErrors={holderErrors}
          />
        ) : null}
        {formError ? <FieldError>{formError}</FieldError> : null}
        <p className="flex items-start gap-2 text-xs text-ink-600">
          <CheckIcon className="mt-px size-4 shrink-0 text-emerald-700" />
          <span>{t('checkout.card.secure')}</span>
        </p>
      </div>
    </div>
  );
}
