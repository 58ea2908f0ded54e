import { deviceIdHeader, deviceIdPattern } from '@delivery/contract/device';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { createFailureBudget } from '../../http/rate-limits.ts';

const HOUR = 60 * 60_000;

/** Refuses (429 in the envelope) a code a tenant would send to `destination` (a phone or an e-mail) now. */
export type CodeSendLimit = (request: FastifyRequest, tenantId: number, destination: string) => Promise<void>;

/** The device the app named (X-Device-Id), when it names one in the expected form. */
function deviceOf(request: FastifyRequest): string | null {
  const device = request.headers[deviceIdHeader];
  return typeof device === 'string' && deviceIdPattern.test(device) ? device : null;
}

/**
 * Every code sent (sign-in, recovery, account deletion) passes four budgets: one code a minute and
 * CODE_SENDS_PER_DESTINATION_PER_HOUR to a phone or e-mail (whoever owns it is not flooded),
 * CODE_SENDS_PER_DEVICE_PER_HOUR from a device, and CODE_SENDS_PER_IP_PER_HOUR from an address:
 * a ceiling above the others, since a carrier's NAT puts many customers behind one address and 5
 * an hour there locked them out. All are read before any is spent, so a refused send costs nothing.
 */
export function createCodeSendLimit(app: FastifyInstance, config: Config): CodeSendLimit {
  const resend = createFailureBudget(app, {
    max: 1,
    timeWindowMs: config.CODE_RESEND_SECONDS * 1000,
    message: apiMessages.codeResendTooSoon,
  });
  const perDestination = createFailureBudget(app, {
    max: config.CODE_SENDS_PER_DESTINATION_PER_HOUR,
    timeWindowMs: HOUR,
    message: apiMessages.codeSendsExhausted,
  });
  const perDevice = createFailureBudget(app, {
    max: config.CODE_SENDS_PER_DEVICE_PER_HOUR,
    timeWindowMs: HOUR,
    message: apiMessages.rateLimited,
  });
  const perIp = createFailureBudget(app, {
    max: config.CODE_SENDS_PER_IP_PER_HOUR,
    timeWindowMs: HOUR,
    message: apiMessages.rateLimited,
  });
  return async (request, tenantId, destination) => {
    const device = deviceOf(request);
    const counted = [
      { budget: resend, key: `code-to:${tenantId}:${destination}` },
      { budget: perDestination, key: `code-to-hour:${tenantId}:${destination}` },
      ...(device ? [{ budget: perDevice, key: `code-device:${device}` }] : []),
      { budget: perIp, key: `code-ip:${request.ip}` },
    ];
    for (const { budget, key } of counted) await budget.check(request, key);
    await Promise.all(counted.map(({ budget, key }) => budget.spend(request, key)));
  };
}
