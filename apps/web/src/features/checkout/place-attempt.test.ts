import { describe, expect, it } from 'vitest';
import type { OnlineCard } from './order-draft.ts';
import { attemptAfter, cardToResend, isCardRefusal, type Attempt } from './place-attempt.ts';

const card: OnlineCard = { flagId: 1, cardType: 'credit', token: 'tok-aaaaaaaa', saveCard: false, savedCardId: null };
const attempt: Attempt = { key: 'key-1', card, cardRevision: 7 };

describe('the key of saveOrder (one per attempt)', () => {
  it('is kept when no answer came, so pressing again retries the same attempt', () => {
    expect(attemptAfter(attempt, 'lost')).toBe(attempt);
  });

  it('is dropped once the server answered, a card refusal included: the next try is a new attempt', () => {
    expect(attemptAfter(attempt, 'answered')).toBeNull();
  });

  it('resends the lost attempt’s card token while the card is untouched, and makes a new one after an edit', () => {
    expect(cardToResend(attempt, 7)).toBe(card);
    expect(cardToResend(attempt, 8)).toBeNull();
    expect(cardToResend(null, 7)).toBeNull();
    expect(cardToResend({ key: 'key-2', card: null, cardRevision: null }, 7)).toBeNull();
  });

  it('calls a 14 to a card in the app a card refusal, and nothing else', () => {
    expect(isCardRefusal({ payment_method: 'card_online' }, { error_type: 14 })).toBe(true);
    expect(isCardRefusal({ payment_method: 'card_online' }, { error_type: 0 })).toBe(false);
    expect(isCardRefusal({ payment_method: 'card_online' }, { error_type: 9 })).toBe(false);
    expect(isCardRefusal({ payment_method: 'pix' }, { error_type: 14 })).toBe(false);
  });
});
