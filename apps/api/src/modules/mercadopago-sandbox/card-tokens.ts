import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sandboxMpCards, sandboxMpCardTokens } from '../../db/schema/sandbox-mercadopago.ts';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { brandById, brandOf, CHALLENGE_CARD_PREFIX, cardHash, luhnValid, notExpired } from './cards.ts';
import { mpError, paramsError, type Cause } from './errors.ts';
import { sellerByPublicKey } from './sellers.ts';

export type SandboxCardToken = typeof sandboxMpCardTokens.$inferSelect;

const TOKEN_DAYS = 7;

const ZPublicKey = z.object({ public_key: z.string().max(100) });
const ZDigits = z.coerce.string().transform((value) => value.replace(/[\s-]/g, ''));
const ZCardholder = z.object({
  name: z.string().trim().max(100),
  identification: z.object({ type: z.string().max(20), number: z.coerce.string().max(30) }).optional(),
});
const ZNewCard = z.object({
  card_number: ZDigits,
  security_code: ZDigits,
  expiration_month: z.coerce.number().int(),
  expiration_year: z.coerce.number().int(),
  cardholder: ZCardholder,
});
const ZSavedCard = z.object({ card_id: z.coerce.string().max(40), security_code: ZDigits });

/** The card token as `POST /v1/card_tokens` answers it: what the card is, never its number. */
export const cardTokenAnswer = (token: SandboxCardToken) => ({
  id: token.id,
  public_key: token.publicKey,
  card_id: token.cardId,
  first_six_digits: token.firstSixDigits,
  last_four_digits: token.lastFourDigits,
  expiration_month: token.expirationMonth,
  expiration_year: token.expirationYear,
  cardholder: {
    name: token.cardholderName,
    identification: { type: token.identificationType, number: token.identificationNumber },
  },
  status: 'active',
  date_created: token.createdAt.toISOString(),
  date_last_updated: token.createdAt.toISOString(),
  date_due: token.dueAt.toISOString(),
  luhn_validation: true,
  live_mode: false,
  require_esc: false,
  security_code_length: token.securityCodeLength,
});

/** Why a typed card is refused, in Mercado Pago's card token codes; none when it is good. */
function typedCardErrors(card: z.infer<typeof ZNewCard>): Cause[] {
  const errors: Cause[] = [];
  const brand = brandOf(card.card_number);
  const year = card.expiration_year < 100 ? 2000 + card.expiration_year : card.expiration_year;
  if (!/^\d{13,19}$/.test(card.card_number) || !luhnValid(card.card_number) || !brand) {
    errors.push({ code: 'E301', description: 'invalid parameter card_number' });
  }
  if (!/^\d+$/.test(card.security_code) || card.security_code.length !== (brand?.securityCodeLength ?? 3)) {
    errors.push({ code: 'E302', description: 'invalid parameter security_code' });
  }
  if (card.expiration_month < 1 || card.expiration_month > 12) {
    errors.push({ code: '325', description: 'invalid parameter expiration_month' });
  } else if (year > 2100 || !notExpired(card.expiration_month, year)) {
    errors.push({ code: '326', description: 'invalid parameter expiration_year' });
  }
  if (!card.cardholder.name) errors.push({ code: '221', description: 'parameter cardholder.name can not be null' });
  return errors;
}

/** A new token's id and times: due 7 days after it was made, to the millisecond. */
function tokenTimes() {
  const createdAt = new Date();
  return {
    id: randomBytes(16).toString('hex'),
    createdAt,
    dueAt: new Date(createdAt.getTime() + TOKEN_DAYS * 86_400_000),
  };
}

/**
 * A token paying once, tied to the seller whose public key made it. The number and the security
 * code stop here: the token keeps the first six and last four digits, and the number's hash.
 */
export async function createCardToken(
  db: Database,
  seller: { userId: number; publicKey: string },
  body: unknown,
): Promise<SandboxCardToken | Cause[] | z.ZodError> {
  const saved = ZSavedCard.safeParse(body);
  if (saved.success && !(body as { card_number?: unknown }).card_number) {
    const [card] = await db
      .select()
      .from(sandboxMpCards)
      .where(and(eq(sandboxMpCards.id, saved.data.card_id), eq(sandboxMpCards.userId, seller.userId)));
    if (!card) return [{ code: '2062', description: 'Invalid card_id' }];
    const length = brandById(card.paymentMethodId)?.securityCodeLength ?? 3;
    if (!new RegExp(`^\\d{${length}}$`).test(saved.data.security_code)) {
      return [{ code: 'E302', description: 'invalid parameter security_code' }];
    }
    const [token] = await db
      .insert(sandboxMpCardTokens)
      .values({
        ...tokenTimes(),
        publicKey: seller.publicKey,
        userId: seller.userId,
        cardId: card.id,
        cardHash: card.cardHash,
        firstSixDigits: card.firstSixDigits,
        lastFourDigits: card.lastFourDigits,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        paymentMethodId: card.paymentMethodId,
        cardholderName: card.cardholderName,
        securityCodeLength: length,
        challenge: card.challenge,
      })
      .returning();
    return token!;
  }
  const typed = ZNewCard.safeParse(body);
  if (!typed.success) return typed.error;
  const errors = typedCardErrors(typed.data);
  if (errors.length) return errors;
  const number = typed.data.card_number;
  const brand = brandOf(number)!;
  const [token] = await db
    .insert(sandboxMpCardTokens)
    .values({
      ...tokenTimes(),
      publicKey: seller.publicKey,
      userId: seller.userId,
      cardHash: cardHash(number),
      firstSixDigits: number.slice(0, 6),
      lastFourDigits: number.slice(-4),
      expirationMonth: typed.data.expiration_month,
      expirationYear: typed.data.expiration_year < 100 ? 2000 + typed.data.expiration_year : typed.data.expiration_year,
      paymentMethodId: brand.id,
      cardholderName: typed.data.cardholder.name,
      identificationType: typed.data.cardholder.identification?.type ?? null,
      identificationNumber: typed.data.cardholder.identification?.number ?? null,
      securityCodeLength: brand.securityCodeLength,
      challenge: number.startsWith(CHALLENGE_CARD_PREFIX),
    })
    .returning();
  return token!;
}

/** The seller's unused token that has not expired, or null: what `token` of a payment or a card must be. */
export async function usableToken(db: Database, userId: number, id: string): Promise<SandboxCardToken | null> {
  const [token] = await db
    .select()
    .from(sandboxMpCardTokens)
    .where(
      and(
        eq(sandboxMpCardTokens.id, id),
        eq(sandboxMpCardTokens.userId, userId),
        isNull(sandboxMpCardTokens.usedAt),
        gt(sandboxMpCardTokens.dueAt, new Date()),
      ),
    );
  return token ?? null;
}

/** A token that may still save its card: its own seller's, not past due, not saved with before. */
export async function savableToken(db: Database, userId: number, id: string): Promise<SandboxCardToken | null> {
  const [token] = await db
    .update(sandboxMpCardTokens)
    .set({ cardSavedAt: new Date() })
    .where(
      and(
        eq(sandboxMpCardTokens.id, id),
        eq(sandboxMpCardTokens.userId, userId),
        isNull(sandboxMpCardTokens.cardSavedAt),
        gt(sandboxMpCardTokens.dueAt, new Date()),
      ),
    )
    .returning();
  return token ?? null;
}

/** Spends a token: false when another request spent it first. */
export async function spendToken(db: Database, id: string): Promise<boolean> {
  const spent = await db
    .update(sandboxMpCardTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(sandboxMpCardTokens.id, id), isNull(sandboxMpCardTokens.usedAt)))
    .returning({ id: sandboxMpCardTokens.id });
  return spent.length === 1;
}

const invalidPublicKey = (reply: FastifyReply) => mpError(reply, 401, 'invalid public_key', [], 'unauthorized');

/**
 * `POST /v1/card_tokens?public_key=`: what MercadoPago.js calls from the card fields, with the
 * seller's public key and no access token.
 */
export async function cardTokenRoutes(app: FastifyInstance): Promise<void> {
  app.post(`${SANDBOX_PATH}/v1/card_tokens`, { schema: { hide: true } }, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const query = ZPublicKey.safeParse(request.query);
    const seller = query.success ? await sellerByPublicKey(app.db, query.data.public_key) : null;
    if (!seller) return invalidPublicKey(reply);
    const made = await createCardToken(app.db, seller, request.body ?? {});
    if (made instanceof z.ZodError) return paramsError(reply, made);
    if (Array.isArray(made)) return mpError(reply, 400, made[0]!.description, made);
    return reply.code(201).send(cardTokenAnswer(made));
  });
}
