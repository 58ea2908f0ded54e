import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PATH } from '../../providers/mercadopago-settings.ts';
import { brandById, brandOf, type Brand } from './cards.ts';
import { escapeHtml, requestOrigin } from './html.ts';
import { mpError, paramsError } from './errors.ts';
import { sellerByPublicKey } from './sellers.ts';

const ZSearchQuery = z.object({
  public_key: z.string().max(100),
  bins: z.string().regex(/^\d{6}(\d{2})?$/),
});

/** A payment method as `GET /v1/payment_methods/search` lists it. */
const methodAnswer = (brand: Brand, origin: string) => {
  const thumbnail = `${origin}${SANDBOX_PATH}/brands/${brand.id}.svg`;
  return {
    id: brand.id,
    name: brand.name,
    payment_type_id: brand.paymentTypeId,
    status: 'active',
    secure_thumbnail: thumbnail,
    thumbnail,
    deferred_capture: 'supported',
    settings: [
      {
        card_number: { length: Math.max(...brand.lengths), validation: 'standard' },
        security_code: {
          length: brand.securityCodeLength,
          card_location: brand.id === 'amex' ? 'front' : 'back',
          mode: 'mandatory',
        },
      },
    ],
    additional_info_needed: ['cardholder_name', 'cardholder_identification_type', 'cardholder_identification_number'],
    min_allowed_amount: 0.5,
    max_allowed_amount: 60000,
    accreditation_time: 2880,
    financial_institutions: [],
    processing_modes: ['aggregator'],
    issuer: { id: brand.issuer.id, name: brand.issuer.name },
  };
};

/** A small badge with the brand's name, standing in for Mercado Pago's logos. */
const badge = (brand: Brand) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="38" viewBox="0 0 60 38">' +
  '<rect width="60" height="38" rx="5" fill="#fff" stroke="#888"/>' +
  `<text x="30" y="23" font-family="sans-serif" font-size="9" text-anchor="middle" fill="#333">${escapeHtml(brand.name)}</text></svg>`;

/**
 * `GET /v1/payment_methods/search?public_key&bins=`: the brand of a card's first digits, which
 * MercadoPago.js asks for while the number is typed. Public, as Mercado Pago's is.
 */
export async function paymentMethodRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${SANDBOX_PATH}/v1/payment_methods/search`, { schema: { hide: true } }, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const query = ZSearchQuery.safeParse(request.query);
    if (!query.success) return paramsError(reply, query.error);
    if (!(await sellerByPublicKey(app.db, query.data.public_key))) {
      return mpError(reply, 401, 'invalid public_key', [], 'unauthorized');
    }
    const brand = brandOf(query.data.bins);
    const results = brand ? [methodAnswer(brand, requestOrigin(request))] : [];
    return { paging: { total: results.length, limit: 30, offset: 0 }, results };
  });

  app.get<{ Params: { file: string } }>(
    `${SANDBOX_PATH}/brands/:file`,
    { schema: { hide: true } },
    (request, reply) => {
      const brand = brandById(request.params.file.replace(/\.svg$/, ''));
      if (!brand) return reply.code(404).send({ message: 'not found' });
      return reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(badge(brand));
    },
  );
}
