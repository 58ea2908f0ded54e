import type { TSavedCard } from '@delivery/contract/card-payments';
import type { CardType } from '@delivery/contract/catalog-constants';
import { cardFlags } from '@delivery/contract/checkout';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedCards } from '../../db/schema/payments.ts';
import type { CardAccount } from './card-accounts.ts';
import type { CardCharge } from './card-charges.ts';
import type { CardPayments } from './card-gateway-app.ts';

/*
 * The cards customers saved (decision 0084): the gateway keeps the card under the account that
 * charged it, we keep how to name it. A saved card is offered only where that account charges.
 */

export type SavedCardRow = typeof savedCards.$inferSelect;

export async function savedCardOf(db: Database, customerId: number, cardId: number): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)));
  return row ?? null;
}

export async function savedCardsAt(db: Database, customerId: number, accountId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.customerId, customerId), eq(savedCards.cardAccountId, accountId)))
    .orderBy(desc(savedCards.id));
}

export const wireSavedCard = (row: SavedCardRow): TSavedCard => ({
  card_id: row.id,
  flag_id: row.flagId,
  brand: cardFlags[row.flagId - 1] ?? '',
  card_type: row.cardType,
  last_four: row.lastFour,
  expiration: `${String(row.expirationMonth).padStart(2, '0')}/${String(row.expirationYear % 100).padStart(2, '0')}`,
  gateway_card_id: row.gatewayCardId,
});

/**
 * After an approved charge the customer asked to save the card with: kept at the gateway under
 * the customer's gateway customer (made on first use), and here. A failure only logs: the order
 * is paid, the card can be saved another time.
 */
export async function keepSavedCard(
  cards: CardPayments,
  customer: { id: number; email: string },
  charge: CardCharge,
  input: { token: string; cardType: CardType },
): Promise<void> {
  const gateway = cards.gateway;
  if (!gateway || charge.payment.outcome !== 'approved') return;
  const account: CardAccount = charge.account;
  try {
    const [known] = await savedCardsAt(cards.db, customer.id, account.id);
    const card = await cards.withAccount(account, (access) =>
      gateway.saveCard(access, {
        email: customer.email,
        token: input.token,
        gatewayCustomerId: known?.gatewayCustomerId ?? null,
      }),
    );
    await cards.db
      .insert(savedCards)
      .values({
        customerId: customer.id,
        cardAccountId: account.id,
        gatewayCustomerId: card.gatewayCustomerId,
        gatewayCardId: card.gatewayCardId,
        flagId: charge.flagId,
        cardType: input.cardType,
        lastFour: card.lastFour,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
      })
      .onConflictDoNothing();
  } catch (error) {
    cards.log.warn({ err: (error as Error).message, customerId: customer.id }, 'card: could not save the card');
  }
}

/** Removes the card at the gateway, then here; a card the gateway no longer has is removed here all the same. */
export async function removeSavedCard(
  cards: CardPayments,
  row: SavedCardRow,
  account: CardAccount | null,
): Promise<void> {
  const gateway = cards.gateway;
  if (gateway && account) {
    await cards
      .withAccount(account, (access) =>
        gateway.deleteCard(access, { gatewayCustomerId: row.gatewayCustomerId, gatewayCardId: row.gatewayCardId }),
      )
      .catch((error: unknown) => {
        cards.log.warn({ err: (error as Error).message, cardId: row.id }, 'card: gateway did not remove the card');
      });
  }
  await cards.db.delete(savedCards).where(eq(savedCards.id, row.id));
}
