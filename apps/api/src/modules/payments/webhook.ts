import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { TPixReceived } from '@delivery/contract/payments';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import { readSecret } from '../../providers/secret-source.ts';
import type { PixGateway } from './pix-gateway.ts';
import { providerById } from './queries.ts';
import { recordPixReceipt, type ReceiptOutcome } from './receipts.ts';
import { recordDevolucao } from './refunds.ts';

/** Equal strings, in a time that says nothing of where they differ (digests first: lengths differ too). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The `pix` webhook of a provider: refused unless the secret of its URL is the provider's (decision
 * 0024: PSPs authenticate with mTLS, which our proxy ends, and send no header of ours); then each
 * Pix is recorded once (receipts.ts), and the devoluções it carries update our refunds (0054). A
 * receipt that pays nothing is still a success for the PSP: retrying it would change nothing.
 */
export async function receivePixWebhook(
  gateway: PixGateway,
  providerId: number,
  secret: string,
  pix: TPixReceived[],
): Promise<ReceiptOutcome[]> {
  const provider = await providerById(gateway.db, providerId);
  const expected = provider ? await readSecret(provider.webhookSecret) : null;
  if (!provider || !expected || !sameSecret(secret, expected)) {
    gateway.log.warn({ providerId }, 'pix: webhook with a wrong secret refused');
    throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.pixWebhookRefused);
  }
  const outcomes: ReceiptOutcome[] = [];
  for (const received of pix) {
    outcomes.push(await recordPixReceipt(gateway, provider.id, received, 'webhook'));
    // A devolução we asked for tells here how it went (API Pix's `pix[].devolucoes`).
    for (const devolucao of received.devolucoes ?? []) {
      await recordDevolucao(gateway.db, provider.id, received.endToEndId, devolucao);
    }
  }
  return outcomes;
}
