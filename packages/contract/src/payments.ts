import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId } from './fields.ts';

/**
 * Where the payment of an order stands: pending until the money is seen (a Pix charge paid, staff
 * marking cash or card paid on delivery), paid once it is, expired when a Pix charge ran out
 * unpaid (the order is then cancelled), refused when the card's issuer or gateway said no (the
 * order is cancelled before its shop sees it).
 */
export const paymentStatuses = ['pending', 'paid', 'expired', 'refused'] as const;
export type TPaymentStatus = (typeof paymentStatuses)[number];

/**
 * How a Pix paid for an order that the shop (or the platform) cancelled goes back (decision 0054):
 * 'provider', by the shop's payment provider (API Pix devolução, asked by the platform); 'shop',
 * by the shop itself (a static key: nobody but the shop can send it).
 */
export const refundMethods = ['provider', 'shop'] as const;
export type TRefundMethod = (typeof refundMethods)[number];

/**
 * Where a refund stands: 'pending' until it is asked of the provider or, by the shop, until it
 * says it sent it; 'processing' once the provider took it ('EM_PROCESSAMENTO'); 'refunded' once
 * the money went back.
 */
export const refundStatuses = ['pending', 'processing', 'refunded'] as const;
export type TRefundStatus = (typeof refundStatuses)[number];

/** A refund of an order's Pix, as the customer's page and the board show it. */
export const ZOrderRefund = z
  .object({
    /** In reais: the whole amount paid. */
    amount: z.number(),
    by: z.enum(refundMethods),
    status: z.enum(refundStatuses),
    refunded_at: z.string().nullable(),
  })
  .meta({ id: 'OrderRefund' });
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

/** A devolução's status at the PSP (API Pix's `Devolucao.status`). */
export const devolucaoStatuses = ['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO'] as const;

/** A devolução as the PSP answers it and its webhook carries it in `pix[].devolucoes`. */
export const ZDevolucao = z.object({
  id: z.string().regex(/^[a-zA-Z0-9]{1,35}$/),
  rtrId: z.string().max(40).optional(),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  status: z.enum(devolucaoStatuses),
  motivo: z.string().max(140).optional(),
});
export type TDevolucao = z.infer<typeof ZDevolucao>;

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
  /** The refunds of this Pix, when the PSP tells of them (a webhook after a devolução). */
  devolucoes: z.array(ZDevolucao).max(100).optional(),
});
export type TPixReceived = z.infer<typeof ZPixReceived>;

/** The body of the `pix` webhook (`POST {webhookUrl}/pix`). */
export const ZPixWebhookRequest = z.object({ pix: z.array(ZPixReceived).max(1000) });
/** The webhook's address names the provider settings it was registered for and their secret. */
export const ZPixWebhookParams = z.object({ provider_id: zId(), secret: z.string().max(200) });
export const ZPixWebhookResponse = ZEnvelope;

/** The data of each 'payment' event of the order stream: the order was paid. */
export const ZOrderPaymentEvent = z.object({ order_id: zRowId(), payment_status: z.literal('paid') });
