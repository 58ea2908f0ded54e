import { ErrorType } from '@delivery/contract/errors';
import type { OnlineCard, SaveBody } from './order-draft.ts';

/**
 * One attempt at placing the order, as saveOrder sees it: its idempotency key and, for a card paid
 * in the app, the token made for it and the card form's revision it was made at.
 */
export type Attempt = { key: string; card: OnlineCard | null; cardRevision: number | null };

/** How a saveOrder ended for the app: no answer came (offline, timeout), or the server answered. */
export type SaveEnd = 'lost' | 'answered';

/**
 * The attempt the next press of 'Fazer pedido' continues: the same one after a lost answer, so
 * the server answers the order it may have made (and the gateway, the charge it made); none once
 * the server answered. A card refusal is an answer: the next try is a new attempt, a new key.
 */
export const attemptAfter = (attempt: Attempt, end: SaveEnd): Attempt | null => (end === 'lost' ? attempt : null);

/**
 * The card a continued attempt sends: the token it was made with, so the gateway sees the same
 * charge again, while the customer has not touched the card since (same form revision); after an
 * edit, null, and a new token is made.
 */
export function cardToResend(attempt: Attempt | null, revision: number): OnlineCard | null {
  return attempt?.card && attempt.cardRevision === revision ? attempt.card : null;
}

/** saveOrder refused a card paid in the app (14 with the customer's reason): no order was made. */
export const isCardRefusal = (body: Pick<SaveBody, 'payment_method'>, answer: { error_type: number }): boolean =>
  body.payment_method === 'card_online' && answer.error_type === ErrorType.NOT_ALLOWED;
