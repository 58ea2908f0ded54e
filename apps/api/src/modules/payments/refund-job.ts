import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TDevolucao } from '@delivery/contract/payments';
import type { FastifyInstance } from 'fastify';
import { PixApiError } from '../../providers/pix-api.ts';
import { pixAmount } from './charges.ts';
import { providerById } from './queries.ts';
import { applyDevolucao, handRefundToShop, PIX_REFUND_QUEUE, refundOf, type RefundRow } from './refunds.ts';

/**
 * A PSP that cannot be reached is asked again, waits doubling from JOBS_RETRY_DELAY_SECONDS: ten
 * tries span about eight hours at the default 30 s. Money the customer waits for is worth it.
 */
const PIX_REFUND_RETRIES = 10;
/** A devolução still EM_PROCESSAMENTO is asked about again this much later, if no webhook told first. */
const RECHECK_SECONDS = 60;

/**
 * Written in the cancel's transaction (refunds.ts). `order_number` is absent on a job written
 * before the refund's job carried it (decision 0076): the order's id then names it.
 */
type PixRefundJob = { order_id: number; order_number?: number };

type ProviderRefund = RefundRow & { providerId: number; endToEndId: string; devolucaoId: string };
const isProviderRefund = (refund: RefundRow): refund is ProviderRefund =>
  refund.providerId !== null && refund.endToEndId !== null && refund.devolucaoId !== null;

/**
 * Asks the shop's PSP for the devolução of a cancelled order's Pix, or (once it was taken) where it
 * stands, and keeps the answer. The id is the order's, so a retry after a lost answer names the
 * same devolução: the PSP answers it rather than make a second. A PSP refusing the devolução
 * outright (it knows no such one afterwards) hands the refund to the shop; one that cannot be
 * reached throws, and the job is retried. Still in progress: this job comes back later, once.
 */
async function refundThroughProvider(app: FastifyInstance, job: PixRefundJob, jobId: string): Promise<void> {
  const gateway = app.pix;
  const refund = await refundOf(gateway.db, job.order_id);
  if (!refund || refund.refundBy !== 'provider' || refund.status === 'refunded') return;
  const provider = isProviderRefund(refund) ? await providerById(gateway.db, refund.providerId) : null;
  if (!provider || !isProviderRefund(refund)) {
    await handRefundToShop(gateway.db, refund.id, 'provider gone');
    return;
  }
  const access = gateway.access(provider);
  const ask = () => gateway.api.getRefund(access, refund.endToEndId, refund.devolucaoId);
  let devolucao: TDevolucao;
  if (refund.status === 'processing') devolucao = await ask();
  else {
    try {
      devolucao = await gateway.api.requestRefund(access, {
        endToEndId: refund.endToEndId,
        id: refund.devolucaoId,
        amount: pixAmount(refund.amountCents),
        // The payer's bank names the order by the number they know it by (decision 0067).
        description: formatMessage(apiMessages.pixRefundDescription, { number: job.order_number ?? job.order_id }),
      });
    } catch (error) {
      const refused =
        error instanceof PixApiError && error.status !== null && error.status >= 400 && error.status < 500;
      if (!refused) throw error;
      // Some PSPs refuse a PUT of an id they already took: they still answer it by GET.
      try {
        devolucao = await ask();
      } catch (asked) {
        if (!(asked instanceof PixApiError) || asked.status !== 404) throw asked;
        gateway.log.warn({ err: error, orderId: job.order_id }, 'pix: devolução refused; the shop refunds by hand');
        await handRefundToShop(gateway.db, refund.id, error.message);
        return;
      }
    }
  }
  await applyDevolucao(gateway.db, refund.id, devolucao);
  if (devolucao.status === 'EM_PROCESSAMENTO') {
    // Keyed by this job, so this job running twice sends its follow-up once.
    await app.jobs.send(PIX_REFUND_QUEUE, job, {
      startAfter: new Date(Date.now() + RECHECK_SECONDS * 1000),
      singletonKey: `${job.order_id}:${jobId}`,
    });
  }
}

/** Works the devolução jobs in this process. */
export async function workPixRefunds(app: FastifyInstance): Promise<void> {
  await app.jobs.work<PixRefundJob>(PIX_REFUND_QUEUE, (job, { id }) => refundThroughProvider(app, job, id), {
    retryLimit: PIX_REFUND_RETRIES,
  });
}
