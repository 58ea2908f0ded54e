import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { sandboxMpCards, sandboxMpCustomers } from '../../db/schema/sandbox-mercadopago.ts';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { savableToken } from './card-tokens.ts';
import { brandById } from './cards.ts';
import { badRequest, codes, mpError, paramsError } from './errors.ts';
import { sellerOf } from './sellers.ts';

type Customer = typeof sandboxMpCustomers.$inferSelect;
type Card = typeof sandboxMpCards.$inferSelect;

const ZCustomerBody = z.object({ email: z.email().max(254) });
const ZSearchQuery = z.object({ email: z.string().max(254).optional() });
const ZCardBody = z.object({ token: z.string().min(1).max(100) });

const cardAnswer = (card: Card) => {
  const brand = brandById(card.paymentMethodId);
  return {
    id: card.id,
    customer_id: card.customerId,
    user_id: card.userId,
    first_six_digits: card.firstSixDigits,
    last_four_digits: card.lastFourDigits,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    payment_method: {
      id: card.paymentMethodId,
      name: brand?.name ?? card.paymentMethodId,
      payment_type_id: brand?.paymentTypeId ?? 'credit_card',
    },
    security_code: { length: brand?.securityCodeLength ?? 3, card_location: brand?.id === 'amex' ? 'front' : 'back' },
    issuer: brand ? { id: brand.issuer.id, name: brand.issuer.name } : null,
    cardholder: { name: card.cardholderName },
    date_created: card.createdAt.toISOString(),
    date_last_updated: card.createdAt.toISOString(),
    live_mode: false,
  };
};

const customerAnswer = (customer: Customer, cards: Card[] = []) => ({
  id: customer.id,
  email: customer.email,
  date_created: customer.createdAt.toISOString(),
  date_last_updated: customer.createdAt.toISOString(),
  cards: cards.map(cardAnswer),
  default_card: cards[0]?.id ?? null,
  live_mode: false,
});

const customerNotFound = (reply: FastifyReply) =>
  mpError(reply, 404, 'Customer not found', [codes.customerNotFound], 'not_found');

/**
 * Customers and their saved cards (`/v1/customers`), each seller's own: a card is saved from a
 * card token and paid with later through a token of `{ card_id, security_code }`.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  /** The seller's customer of the path; null after answering 401 or 404. */
  const ownCustomer = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const seller = await sellerOf(app.db, request, reply);
    if (!seller) return null;
    const [customer] = await app.db
      .select()
      .from(sandboxMpCustomers)
      .where(and(eq(sandboxMpCustomers.id, request.params.id), eq(sandboxMpCustomers.userId, seller.userId)));
    if (!customer) await customerNotFound(reply);
    return customer ?? null;
  };
  const cardsOf = (customerId: string) =>
    app.db
      .select()
      .from(sandboxMpCards)
      .where(eq(sandboxMpCards.customerId, customerId))
      .orderBy(asc(sandboxMpCards.createdAt));

  app.post(`${SANDBOX_PATH}/v1/customers`, { schema: { hide: true } }, async (request, reply) => {
    const seller = await sellerOf(app.db, request, reply);
    if (!seller) return reply;
    const body = ZCustomerBody.safeParse(request.body);
    if (!body.success) return paramsError(reply, body.error);
    const [customer] = await app.db
      .insert(sandboxMpCustomers)
      .values({
        id: `${randomInt(100_000_000, 999_999_999)}-${randomBytes(7).toString('hex')}`,
        userId: seller.userId,
        email: body.data.email.toLowerCase(),
      })
      .onConflictDoNothing()
      .returning();
    if (!customer) return badRequest(reply, codes.customerExists.code, codes.customerExists.description);
    return reply.code(201).send(customerAnswer(customer));
  });

  app.get(`${SANDBOX_PATH}/v1/customers/search`, { schema: { hide: true } }, async (request, reply) => {
    const seller = await sellerOf(app.db, request, reply);
    if (!seller) return reply;
    const query = ZSearchQuery.safeParse(request.query);
    if (!query.success) return paramsError(reply, query.error);
    const email = query.data.email?.toLowerCase();
    const customers = await app.db
      .select()
      .from(sandboxMpCustomers)
      .where(
        and(
          eq(sandboxMpCustomers.userId, seller.userId),
          email === undefined ? undefined : eq(sandboxMpCustomers.email, email),
        ),
      )
      .orderBy(asc(sandboxMpCustomers.createdAt))
      .limit(100);
    const results = await Promise.all(customers.map(async (c) => customerAnswer(c, await cardsOf(c.id))));
    return { paging: { limit: 100, offset: 0, total: results.length }, results };
  });

  type CustomerParams = { Params: { id: string } };
  app.get<CustomerParams>(`${SANDBOX_PATH}/v1/customers/:id`, { schema: { hide: true } }, async (request, reply) => {
    const customer = await ownCustomer(request, reply);
    return customer ? customerAnswer(customer, await cardsOf(customer.id)) : reply;
  });

  app.post<CustomerParams>(
    `${SANDBOX_PATH}/v1/customers/:id/cards`,
    { schema: { hide: true } },
    async (request, reply) => {
      const customer = await ownCustomer(request, reply);
      if (!customer) return reply;
      const body = ZCardBody.safeParse(request.body);
      if (!body.success) return paramsError(reply, body.error);
      const token = await savableToken(app.db, customer.userId, body.data.token);
      if (!token) {
        return badRequest(reply, codes.cardTokenNotFound.code, codes.cardTokenNotFound.description);
      }
      // The same card twice is the card already saved, as Mercado Pago answers it.
      const [card] = await app.db
        .insert(sandboxMpCards)
        .values({
          id: String(randomInt(100_000_000_000, 999_999_999_999)) + String(randomInt(10)),
          customerId: customer.id,
          userId: customer.userId,
          cardHash: token.cardHash,
          firstSixDigits: token.firstSixDigits,
          lastFourDigits: token.lastFourDigits,
          expirationMonth: token.expirationMonth,
          expirationYear: token.expirationYear,
          paymentMethodId: token.paymentMethodId,
          cardholderName: token.cardholderName,
          challenge: token.challenge,
        })
        .onConflictDoNothing({ target: [sandboxMpCards.customerId, sandboxMpCards.cardHash] })
        .returning();
      if (card) return reply.code(200).send(cardAnswer(card));
      const [existing] = await app.db
        .select()
        .from(sandboxMpCards)
        .where(and(eq(sandboxMpCards.customerId, customer.id), eq(sandboxMpCards.cardHash, token.cardHash)));
      return reply.code(200).send(cardAnswer(existing!));
    },
  );

  app.get<CustomerParams>(
    `${SANDBOX_PATH}/v1/customers/:id/cards`,
    { schema: { hide: true } },
    async (request, reply) => {
      const customer = await ownCustomer(request, reply);
      return customer ? (await cardsOf(customer.id)).map(cardAnswer) : reply;
    },
  );

  app.delete<{ Params: { id: string; card_id: string } }>(
    `${SANDBOX_PATH}/v1/customers/:id/cards/:card_id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const customer = await ownCustomer(request, reply);
      if (!customer) return reply;
      const [card] = await app.db
        .delete(sandboxMpCards)
        .where(and(eq(sandboxMpCards.id, request.params.card_id), eq(sandboxMpCards.customerId, customer.id)))
        .returning();
      if (!card) return mpError(reply, 404, 'Card not found', [codes.cardNotFound], 'not_found');
      return cardAnswer(card);
    },
  );
}
