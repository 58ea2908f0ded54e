import {
  ZAcceptNotificationRequest,
  ZChangePasswordByTokenRequest,
  ZCheckCodeRequest,
  ZCheckCodeTypedRequest,
  ZCheckCodeTypedResponse,
  ZCustomerResponse,
  ZEditRequest,
  ZFindCustomerRequest,
  ZFindCustomerResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZPushIdRequest,
  ZRegisterRequest,
  ZSendCodeCheckRequest,
  ZSendCodeCheckResponse,
  ZSendDataRecoveryRequest,
  ZSessionResponse,
  ZTokenRequest,
} from '@delivery/contract/customer';
import { ZEnvelope } from '@delivery/contract/envelope';
import { apiMessages } from '@delivery/contract/messages';
import { customerPaths } from '@delivery/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMessenger } from '../../providers/messenger.ts';
import { createFacebookVerifier, createGoogleVerifier } from '../../providers/social.ts';
import { acceptTerms, deleteCustomer, editCustomer, setNotifications, setPushId } from './account.ts';
import { loadCodeKey } from './code-key.ts';
import type { AccountsContext } from './context.ts';
import { login } from './login.ts';
import { createLimiter } from './rate-limits.ts';
import { changePasswordByToken, checkCode, findCustomer, sendDataRecovery } from './recovery.ts';
import { register } from './register.ts';
import { customerOfToken, readToken } from '../../http/session.ts';
import { checkCodeTyped, sendCodeCheck } from './sms-login.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const ctx: AccountsContext = {
    db: app.db,
    config,
    codeKey: await loadCodeKey(app.db, config.APP_SECRET),
    send: createMessenger(app.db, config),
    social: {
      google: createGoogleVerifier(config.GOOGLE_JWKS_URL),
      facebook: createFacebookVerifier(config.FACEBOOK_GRAPH_URL),
    },
    limits: {
      loginPerIp: createLimiter(app, {
        max: config.LOGIN_ATTEMPTS_PER_IP,
        timeWindowMs: FIFTEEN_MINUTES,
        message: apiMessages.rateLimited,
      }),
      loginPerIdentifier: createLimiter(app, {
        max: config.LOGIN_ATTEMPTS_PER_IDENTIFIER,
        timeWindowMs: FIFTEEN_MINUTES,
        message: apiMessages.rateLimited,
      }),
      codeSendsPerIp: createLimiter(app, {
        max: config.CODE_SENDS_PER_IP_PER_HOUR,
        timeWindowMs: HOUR,
        message: apiMessages.rateLimited,
      }),
      codeSendsPerDestination: createLimiter(app, {
        max: 1,
        timeWindowMs: 60_000,
        message: apiMessages.codeResendTooSoon,
      }),
    },
  };
  const signedIn = (request: FastifyRequest) => customerOfToken(ctx.db, request.tenant.id, readToken(request));
  const schema = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    tags: ['customer'],
    summary,
    body,
    response: { 200: response },
  });

  app.post(
    customerPaths.login,
    {
      schema: schema(
        'Sign-in: token check, e-mail/CPF + password, single input, Google or Facebook credential',
        ZLoginRequest,
        ZLoginResponse,
      ),
    },
    (request) => login(ctx, request, request.tenant, request.body),
  );
  app.post(
    customerPaths.register,
    { schema: schema('Sign-up: plain, social (credential) or SMS (sms_token)', ZRegisterRequest, ZSessionResponse) },
    (request) => register(ctx, request.tenant, request.body),
  );
  app.post(
    customerPaths.edit,
    { schema: schema("Changes the customer's data; a new password answers a new token", ZEditRequest, ZLoginResponse) },
    async (request) => editCustomer(ctx, await signedIn(request), request.body),
  );
  app.post(
    customerPaths.delete,
    { schema: schema('Deletes the account: personal data erased, every session ended', ZTokenRequest, ZEnvelope) },
    async (request) => deleteCustomer(ctx, await signedIn(request)),
  );
  app.post(
    customerPaths.saveAcceptTerms,
    { schema: schema('Records that the customer accepted the privacy policy', ZTokenRequest, ZCustomerResponse) },
    async (request) => acceptTerms(ctx, await signedIn(request)),
  );
  app.post(
    customerPaths.saveAcceptNotification,
    { schema: schema('Records the notification preference', ZAcceptNotificationRequest, ZCustomerResponse) },
    async (request) => setNotifications(ctx, await signedIn(request), request.body.accept_notification),
  );
  app.post(
    customerPaths.atualizaPushId,
    { schema: schema("Saves the device's push id", ZPushIdRequest, ZCustomerResponse) },
    async (request) => setPushId(ctx, await signedIn(request), request.body.push_id),
  );
  app.post(
    customerPaths.sendCodeCheck,
    {
      schema: schema(
        'SMS sign-in step 1: sends a 4-digit code; answers whether the phone has an account, never the code',
        ZSendCodeCheckRequest,
        ZSendCodeCheckResponse,
      ),
    },
    (request) => sendCodeCheck(ctx, request, request.tenant, request.body.phone),
  );
  app.post(
    customerPaths.checkCodeTyped,
    {
      schema: schema(
        'SMS sign-in step 2: checks the code; a session, or an sms_token for sign-up',
        ZCheckCodeTypedRequest,
        ZCheckCodeTypedResponse,
      ),
    },
    (request) => checkCodeTyped(ctx, request.tenant, request.body),
  );
  app.post(
    customerPaths.findCustomer,
    {
      schema: schema(
        'Recovery step 1: finds the account; masked contacts and the channels',
        ZFindCustomerRequest,
        ZFindCustomerResponse,
      ),
    },
    (request) => findCustomer(ctx, request, request.tenant, request.body),
  );
  app.post(
    customerPaths.sendDataRecovery,
    {
      schema: schema(
        'Recovery step 2: sends the code by e-mail, SMS or voice call',
        ZSendDataRecoveryRequest,
        ZEnvelope,
      ),
    },
    (request) => sendDataRecovery(ctx, request, request.tenant, request.body),
  );
  app.post(
    customerPaths.checkCode,
    { schema: schema('Recovery step 3: checks the code', ZCheckCodeRequest, ZEnvelope) },
    (request) => checkCode(ctx, request.tenant, request.body),
  );
  app.post(
    customerPaths.changePasswordByToken,
    {
      schema: schema('Recovery step 4: the new password; every session ends', ZChangePasswordByTokenRequest, ZEnvelope),
    },
    (request) => changePasswordByToken(ctx, request.tenant, request.body),
  );
};
