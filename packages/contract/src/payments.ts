import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId } from './fields.ts';

/**
 * Where the payment of an order stands: pending until the money is seen (a Pix charge paid, staff
 * marking cash or card paid on delivery), paid once it is, expired when a Pix charge ran out
 * unpaid (the order is then cancelled).
 */
export const paymentStatuses = ['pending', 'paid', 'expired'] as const;
export type TPaymentStatus = (typeof paymentStatuses)[number];

/**
 * A Pix received, as the Central Bank's API Pix has it (schema `Pix`): the PSP's webhook sends a
 * list of them, and `GET /cob/{txid}` answers the ones that paid the charge. Fields the spec may
 * add later are ignored, as it asks of clients.
 */
export const ZPixReceived = z.object({
  /** 32 characters: E + the payer PSP's ISPB + date and time + a sequence. */
  endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  /** Present when the Pix paid a charge (a Pix to the bare key has none). */
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/)
    .optional(),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  horario: z.string().max(40),
  infoPagador: z.string().max(140).optional(),
});
export type TPixReceived = z.infer<typeof ZPixReceived>;

/** The body of the `pix` webhook (`POST {webhookUrl}/pix`). */
export const ZPixWebhookRequest = z.object({ pix: z.array(ZPixReceived).max(1000) });
/** The webhook's address names the provider settings it was registered for and their secret. */
export const ZPixWebhookParams = z.object({ provider_id: zId(), secret: z.string().max(200) });
export const ZPixWebhookResponse = ZEnvelope;

/** The data of each 'payment' event of the order stream: the order was paid. */
export const ZOrderPaymentEvent = z.object({ order_id: zRowId(), payment_status: z.literal('paid') });
