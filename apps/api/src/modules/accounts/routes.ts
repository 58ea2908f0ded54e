import { customerCalls } from '@delivery/contract/calls/customer';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { createFacebookVerifier, createGoogleVerifier } from '../../providers/social.ts';
import { readToken, sessionKey } from '../sessions/service.ts';
import { acceptTerms, editCustomer, setNotifications, setPushId, signOut } from './account.ts';
import { deleteCustomer, getDeleteInfo, sendDeleteCode } from './delete-account.ts';
import { loadCodeKey } from './code-key.ts';
import { createCodeSendLimit } from './code-sends.ts';
import type { AccountsContext } from './context.ts';
import { login } from './login.ts';
import { createFailureBudget, createLimiter } from '../../http/rate-limits.ts';
import { changePasswordByToken, checkCode, findCustomer, sendDataRecovery } from './recovery.ts';
import { signUp } from './register.ts';
import { checkCodeTyped, sendCodeCheck } from './sms-login.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const ctx: AccountsContext = {
    db: app.db,
    config,
    codeKey: await loadCodeKey(app.db, config.APP_SECRET),
    send: app.messenger,
    social: {
      google: createGoogleVerifier(config.GOOGLE_JWKS_URL),
      facebook: createFacebookVerifier(config.FACEBOOK_GRAPH_URL),
    },
    limits: {
      loginPerIp: createFailureBudget(app, {
        max: config.LOGIN_ATTEMPTS_PER_IP,
        timeWindowMs: FIFTEEN_MINUTES,
        message: apiMessages.rateLimited,
      }),
      recoveryPerIp: createLimiter(app, {
        max: config.LOGIN_ATTEMPTS_PER_IP,
        timeWindowMs: FIFTEEN_MINUTES,
        message: apiMessages.rateLimited,
      }),
      loginPerIdentifier: createLimiter(app, {
        max: config.LOGIN_ATTEMPTS_PER_IDENTIFIER,
        timeWindowMs: FIFTEEN_MINUTES,
        message: apiMessages.rateLimited,
      }),
      signUpsPerIp: createLimiter(app, {
        max: config.SIGNUPS_PER_IP,
        timeWindowMs: FIFTEEN_MINUTES,
        message: apiMessages.rateLimited,
      }),
      signUpsPerIdentifier: createLimiter(app, {
        max: config.SIGNUPS_PER_IDENTIFIER,
        timeWindowMs: FIFTEEN_MINUTES,
        message: apiMessages.rateLimited,
      }),
      codeSends: createCodeSendLimit(app, config),
    },
  };
  const calls = customerCalls;
  await register(app, calls.login, (input, request) => login(ctx, request, request.tenant, input));
  await register(app, calls.register, (input, request) => signUp(ctx, request, request.tenant, input));
  await register(app, calls.edit, (input, request) => editCustomer(ctx, request.customer, input));
  await register(app, calls.getDeleteInfo, (_input, request) => getDeleteInfo(ctx, request.customer));
  await register(app, calls.sendDeleteCode, (_input, request) =>
    sendDeleteCode(ctx, request, request.tenant, request.customer),
  );
  await register(app, calls.delete, (input, request) =>
    deleteCustomer(ctx, request, request.tenant, request.customer, input),
  );
  // The signed-in hook found the token, so there is one to end.
  await register(app, calls.logout, (_input, request) => signOut(ctx, request.customer, readToken(request)!));
  await register(app, calls.saveAcceptTerms, (_input, request) => acceptTerms(ctx, request.customer));
  await register(app, calls.saveAcceptNotification, (input, request) =>
    setNotifications(ctx, request.customer, input.accept_notification),
  );
  await register(app, calls.atualizaPushId, (input, request) =>
    // The signed-in hook found the token: a browser's subscription stays tied to its session.
    setPushId(ctx, request.customer, input.push_id, {
      sessionHash: sessionKey(readToken(request)!),
      userAgent: request.headers['user-agent'] ?? '',
    }),
  );
  await register(app, calls.sendCodeCheck, (input, request) =>
    sendCodeCheck(ctx, request, request.tenant, input.phone),
  );
  await register(app, calls.checkCodeTyped, (input, request) => checkCodeTyped(ctx, request.tenant, input));
  await register(app, calls.findCustomer, (input, request) => findCustomer(ctx, request, request.tenant, input));
  await register(app, calls.sendDataRecovery, (input, request) =>
    sendDataRecovery(ctx, request, request.tenant, input),
  );
  await register(app, calls.checkCode, (input, request) => checkCode(ctx, request.tenant, input));
  await register(app, calls.changePasswordByToken, (input, request) =>
    changePasswordByToken(ctx, request.tenant, input),
  );
}
