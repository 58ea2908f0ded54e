import type { FastifyInstance } from 'fastify';
import { RECEIPT_QUEUE, type ReceiptJob } from './queue.ts';
import { sendReceipt } from './send-receipt.ts';

/**
 * Receipts by e-mail (issue 37): when an order is placed and when its customer has it, written as
 * a job in the order's own statement or transaction (order-hooks.ts, wired in module-hooks.ts).
 */
export { receiptOfOrderChange, receiptOfPlacedOrder } from './order-hooks.ts';

/** Retries of a receipt's job: its reads and the messenger's job written; about 30 s, 1 and 2 min apart. */
const RECEIPT_RETRIES = 3;

/** The receipts' worker, registered after the messenger and before any order is placed (its queue must exist). */
export async function registerReceipts(app: FastifyInstance): Promise<void> {
  const ctx = {
    db: app.db,
    catalog: app.catalog,
    send: app.messenger,
    mailing: app.config.APP_ENV === 'sandbox' || Boolean(app.config.SMTP_URL),
  };
  await app.jobs.work<ReceiptJob>(RECEIPT_QUEUE, (job) => sendReceipt(ctx, job), { retryLimit: RECEIPT_RETRIES });
}
