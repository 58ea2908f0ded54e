import type { TOrderTotals } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@delivery/client/api-error';
import { showToast } from '../../../lib/toast.ts';
import { saveOrder } from '../api/save-order.ts';
import { rememberPayment } from '../last-payment.ts';
import { validateOrder } from '../api/validate-order.ts';
import {
  buildSaveBody,
  guardStep,
  type DraftBody,
  type GuardStep,
  type OnlineCard,
  type SaveBody,
} from '../order-draft.ts';
import { attemptAfter, cardToResend, isCardRefusal, type Attempt } from '../place-attempt.ts';

/**
 * A card paid in the app: the form's revision (it moves with every touch of the card) and how to
 * make a token of the card, null when the form shows what to fix instead.
 */
export type CardSource = { revision: number; tokenize: () => Promise<OnlineCard | null> };

/** What placing needs besides the draft: everything of saveOrder but the attempt's key, card and confirmation. */
export type PlaceInput = {
  draft: DraftBody;
  extras: Omit<Parameters<typeof buildSaveBody>[1], 'idempotencyKey' | 'confirmed' | 'card'>;
  card: CardSource | null;
};

/** A dialog of docs/product.md section 4's guard waiting for the customer. */
export type GuardDialog = { kind: 'confirm'; message: string } | { kind: 'back-to-shop'; message: string };

type Callbacks = {
  /** Reads the bag again: false when it is gone (expired, or emptied in another tab), and nothing is sent. */
  checkBag: () => Promise<boolean>;
  onPlaced: (orderId: number) => void;
  onPricesChanged: (totals: TOrderTotals, message: string) => void;
  /** The card paid in the app was refused (the server's reason): no order, the customer tries again. */
  onCardRefused: (message: string) => void;
};

const lostConnection = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * 'Fazer pedido': validateOrderApp and docs/product.md section 4's guard, then saveOrder. One key per
 * attempt: kept when the answer was lost (no connection, timeout) so that pressing again retries
 * the same attempt, which the server answers with the order it may already have made; dropped
 * once the server has answered. A retry goes straight to saveOrder, which re-validates by itself
 * (a first-order coupon would already count the lost order, and validating first would refuse it).
 * A card is made a token just before saveOrder, and a retried attempt sends the same token while
 * the card is untouched (place-attempt.ts).
 */
export function usePlaceOrder({ checkBag, onPlaced, onPricesChanged, onCardRefused }: Callbacks) {
  const { t } = useTranslation();
  const pending = useRef<Attempt | null>(null);
  const confirmedRef = useRef(false);
  const lastInput = useRef<PlaceInput | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<GuardDialog | null>(null);

  const follow = useCallback(
    (step: GuardStep): boolean => {
      switch (step.kind) {
        case 'proceed':
          return true;
        case 'confirm':
        case 'back-to-shop':
          setDialog({ kind: step.kind, message: step.message });
          return false;
        case 'prices-changed':
          onPricesChanged(step.totals, step.message);
          return false;
        case 'refuse':
          showToast(step.message);
          return false;
      }
    },
    [onPricesChanged],
  );

  const save = useCallback(
    async (input: PlaceInput) => {
      const key = pending.current?.key ?? crypto.randomUUID();
      let card: OnlineCard | null = null;
      if (input.card) {
        card = cardToResend(pending.current, input.card.revision) ?? (await input.card.tokenize());
        // The form says what to fix; nothing was sent.
        if (!card) return;
      }
      const attempt: Attempt = { key, card, cardRevision: input.card?.revision ?? null };
      pending.current = attempt;
      const body: SaveBody = buildSaveBody(input.draft, {
        ...input.extras,
        card,
        idempotencyKey: key,
        confirmed: confirmedRef.current,
      });
      let answer;
      try {
        answer = await saveOrder(body);
      } catch (error) {
        const lost = lostConnection(error);
        pending.current = attemptAfter(attempt, lost ? 'lost' : 'answered');
        showToast(lost ? t('checkout.place.connectionLost') : (serverMessage(error) ?? t('checkout.place.failed')));
        return;
      }
      pending.current = attemptAfter(attempt, 'answered');
      if (answer.error_type === ErrorType.OK && answer.order) {
        // The next checkout starts from this choice; a device that cannot keep it still has the order.
        await rememberPayment(answer.order).catch(() => undefined);
        onPlaced(answer.order.order_id);
        return;
      }
      if (isCardRefusal(body, answer)) {
        onCardRefused(answer.message);
        return;
      }
      follow(guardStep(answer));
    },
    [follow, onPlaced, onCardRefused, t],
  );

  // Taps land before React re-renders the button disabled: the ref turns away every tap after the
  // first until its answer is in, so a burst sends one validate and one save.
  const inFlight = useRef(false);

  const place = useCallback(
    async (input: PlaceInput) => {
      if (inFlight.current) return;
      inFlight.current = true;
      lastInput.current = input;
      setBusy(true);
      try {
        if (!(await checkBag())) return;
        if (pending.current === null) {
          confirmedRef.current = false;
          const answer = await validateOrder(input.draft).catch((error: unknown) => {
            showToast(
              lostConnection(error)
                ? t('checkout.place.offline')
                : (serverMessage(error) ?? t('checkout.place.failed')),
            );
            return null;
          });
          if (!answer || !follow(guardStep(answer))) return;
        }
        await save(input);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [checkBag, follow, save, t],
  );

  /** 'Estou ciente': the same attempt goes on, saying the customer confirmed. */
  const confirm = useCallback(async () => {
    setDialog(null);
    const input = lastInput.current;
    if (!input || inFlight.current) return;
    inFlight.current = true;
    confirmedRef.current = true;
    setBusy(true);
    try {
      await save(input);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [save]);

  const dismiss = useCallback(() => setDialog(null), []);

  return { place, confirm, dismiss, busy, dialog };
}
