import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The charges of the sandbox PSP (modules/pix-sandbox), as a PSP keeps them: kept in the database
 * so they outlive a restart (`npm run dev` restarts at every save) like the outbox does. Only the
 * sandbox PSP reads them; the API knows them through its API Pix alone.
 */
export const sandboxPixCharges = pgTable(
  'sandbox_pix_charges',
  {
    txid: text('txid').primaryKey(),
    clientId: text('client_id').notNull(),
    chave: text('chave').notNull(),
    /** valor.original as sent: '123.45'. */
    amount: text('amount').notNull(),
    expiresInSeconds: integer('expires_in_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revision: integer('revision').notNull().default(0),
    status: text('status')
      .$type<'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP'>()
      .notNull(),
    location: text('location').notNull(),
    copyPaste: text('copy_paste').notNull(),
    payerRequest: text('payer_request'),
    endToEndId: text('end_to_end_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What our last webhook call got: an HTTP status, 'none' when the payment was not notified, or the error. */
    webhookResult: text('webhook_result'),
  },
  (t) => [index('sandbox_pix_charges_created_idx').on(t.createdAt)],
);

/** The webhook each receiving key registered (`PUT /webhook/{chave}`). */
export const sandboxPixWebhooks = pgTable('sandbox_pix_webhooks', {
  chave: text('chave').primaryKey(),
  webhookUrl: text('webhook_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The devoluções of the sandbox PSP (`PUT /pix/{e2eid}/devolucao/{id}`), one per Pix and id. */
export const sandboxPixRefunds = pgTable(
  'sandbox_pix_refunds',
  {
    endToEndId: text('end_to_end_id').notNull(),
    id: text('id').notNull(),
    clientId: text('client_id').notNull(),
    rtrId: text('rtr_id').notNull(),
    /** valor as asked: '123.45'. */
    amount: text('amount').notNull(),
    /** `descricao` as asked: what the payer's bank statement shows of it. */
    description: text('description'),
    status: text('status').$type<'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO'>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.endToEndId, t.id] })],
);
