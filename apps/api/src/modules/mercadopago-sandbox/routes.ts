import type { FastifyInstance } from 'fastify';
import { cardTokenRoutes } from './card-tokens.ts';
import { controlRoutes } from './controls.ts';
import { customerRoutes } from './customers.ts';
import { browserRoutes } from './field-page.ts';
import { oauthRoutes } from './oauth.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { paymentsApi } from './payments-api.ts';
import { threeDsRoutes } from './three-ds.ts';

/**
 * Sandbox only (app.ts): the stand-in of Mercado Pago at /dev/mercadopago, so card payments run
 * offline. Its REST API answers as https://api.mercadopago.com does (OAuth tokens, card tokens,
 * payments and refunds, customers and cards), its authorization page as auth.mercadopago.com.br
 * does, its script as MercadoPago.js v2 does; the issuer's 3-D Secure page, and for a person the
 * page listing its payments, with what Mercado Pago would decide on its own.
 */
export async function mercadoPagoSandboxRoutes(app: FastifyInstance): Promise<void> {
  await oauthRoutes(app);
  await cardTokenRoutes(app);
  await paymentMethodRoutes(app);
  await paymentsApi(app);
  await customerRoutes(app);
  await threeDsRoutes(app);
  await controlRoutes(app);
  await browserRoutes(app);
}
