import { staffCalls } from '@delivery/contract/calls/staff';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { createFailureBudget, createLimiter } from '../../http/rate-limits.ts';
import { register } from '../../http/register.ts';
import { readToken } from '../sessions/service.ts';
import {
  acceptInvite,
  invite,
  listTeam,
  removeFromShop,
  sendReset,
  setNewPassword,
  signIn,
  wireStaff,
  type StaffContext,
} from './service.ts';
import { endStaffSessions } from './sessions.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const limit = (max: number, timeWindowMs: number) => ({ max, timeWindowMs, message: apiMessages.rateLimited });
  const ctx: StaffContext = {
    db: app.db,
    send: app.messenger,
    passwordCost: config.PASSWORD_HASH_COST,
    limits: {
      signInPerIp: createFailureBudget(app, limit(config.LOGIN_ATTEMPTS_PER_IP, FIFTEEN_MINUTES)),
      signInPerEmail: createLimiter(app, limit(config.LOGIN_ATTEMPTS_PER_IDENTIFIER, FIFTEEN_MINUTES)),
      resetsPerIp: createLimiter(app, limit(config.CODE_SENDS_PER_IP_PER_HOUR, HOUR)),
      resetsPerEmail: createLimiter(app, { max: 1, timeWindowMs: 60_000, message: apiMessages.codeResendTooSoon }),
    },
  };
  const calls = staffCalls;
  await register(app, calls.staffSignIn, (input, request) => signIn(ctx, request, request.tenant, input));
  await register(app, calls.staffMe, async (_input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    staff: await wireStaff(app.db, request.tenant, request.staff),
  }));
  await register(app, calls.staffSignOut, async (_input, request) => {
    // The signed-in hook found the token, so there is one to end.
    await endStaffSessions(app.db, request.staff.member.id, { token: readToken(request)! });
    return envelope(ErrorType.OK, apiMessages.signedOut);
  });
  await register(app, calls.staffInvite, (input, request) =>
    invite(ctx, request, request.tenant, request.staff, input),
  );
  await register(app, calls.staffAcceptInvite, (input, request) => acceptInvite(ctx, request.tenant, input));
  await register(app, calls.staffList, (input, request) => listTeam(ctx, request.staff, input));
  await register(app, calls.staffRemove, (input, request) => removeFromShop(ctx, request.staff, input));
  await register(app, calls.staffPasswordReset, (input, request) => sendReset(ctx, request, request.tenant, input));
  await register(app, calls.staffNewPassword, (input, request) => setNewPassword(ctx, request.tenant, input));
}
