import { randomUUID } from 'node:crypto';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verifications } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { hashCode, newCode, sameHash } from './secrets.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export type Verification = typeof verifications.$inferSelect;

export const newRequestId = (): string => randomUUID();

/** A fresh code for a request: its keyed hash is stored, the code itself only sent. */
export function issueCode(codeKey: string, requestId: string) {
  const code = newCode();
  return { code, codeHash: hashCode(codeKey, requestId, code), codeExpiresAt: new Date(Date.now() + CODE_TTL_MS) };
}

const rejected = (message: string) => new AppError(ErrorType.CODE_REJECTED, message);

/**
 * Spends one try of the request's code. The try is claimed in the database before comparing, so
 * parallel guesses cannot exceed five between them; the fifth wrong one kills the code, and after
 * that even the right code is refused.
 */
export async function spendCodeTry(
  db: Database,
  codeKey: string,
  request: Verification,
  codeTyped: string,
): Promise<void> {
  if (!request.codeHash || !request.codeExpiresAt) throw rejected(apiMessages.noCodeRequested);
  if (request.verifiedAt) throw rejected(apiMessages.codeExpired);
  const [claimed] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(
      and(
        eq(verifications.id, request.id),
        isNull(verifications.verifiedAt),
        lt(verifications.attempts, MAX_CODE_ATTEMPTS),
        gt(verifications.codeExpiresAt, new Date()),
      ),
    )
    .returning({ attempts: verifications.attempts, codeHash: verifications.codeHash });
  if (!claimed) {
    throw rejected(request.attempts >= MAX_CODE_ATTEMPTS ? apiMessages.codeTooManyAttempts : apiMessages.codeExpired);
  }
  const typed = codeTyped.replace(/\D/g, '');
  if (!claimed.codeHash || !sameHash(hashCode(codeKey, request.id, typed), claimed.codeHash)) {
    throw rejected(claimed.attempts >= MAX_CODE_ATTEMPTS ? apiMessages.codeTooManyAttempts : apiMessages.codeInvalid);
  }
  const [verified] = await db
    .update(verifications)
    .set({ verifiedAt: new Date() })
    .where(and(eq(verifications.id, request.id), isNull(verifications.verifiedAt)))
    .returning({ id: verifications.id });
  // Two right answers at once: only the first one counts.
  if (!verified) throw rejected(apiMessages.codeExpired);
}

/** Spells a code for a voice call: '4 8 1 5'. */
export const spellCode = (code: string): string => code.split('').join(' ');

/**
 * A code's SMS: the tenant's words, then the origin-bound line (`@host #code`, WICG's format) by
 * which Android's WebOTP and iOS's autofill offer the code on this host's pages, and on no other.
 */
export const smsCodeText = (title: string, code: string, host: string): string =>
  `${formatMessage(apiMessages.smsCodeText, { title, code })}\n\n@${host} #${code}`;
