import type { Call, CallAnswer, CallBody, CallMethod, CallParams } from '@delivery/contract/call';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { CustomerRow } from '../db/schema/customers.ts';
import type { PlatformAdminRow } from '../db/schema/platform.ts';
import { adminOfToken } from '../modules/platform/service.ts';
import { customerOfToken, readToken } from '../modules/sessions/service.ts';
import { staffOfToken, type StaffScope } from '../modules/staff/sessions.ts';
import { answerSerializer } from './answer-serializer.ts';
import { AppError } from './app-error.ts';
import { errorResponses } from './error-responses.ts';
import { multipartBodyReader, type UploadLimits } from './multipart.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer of a call declared with auth 'customer' (or 'optional', when a token came). */
    customer: CustomerRow | null;
    /** The signed-in staff member of a call declared with auth 'staff', and what they may reach. */
    staff: StaffScope;
    /** The signed-in platform administrator of a call declared with auth 'platform'. */
    platformAdmin: PlatformAdminRow | null;
  }
}

type CustomerOf<C> = C extends { auth: 'customer' } ? CustomerRow : CustomerRow | null;

/** The request as a call's handler sees it: its customer (or administrator) resolved as the call's auth says. */
export type CallRequest<C> = FastifyRequest & {
  customer: CustomerOf<C>;
  platformAdmin: C extends { auth: 'platform' } ? PlatformAdminRow : null;
  params: CallParams<C>;
};

/** A stream writes its own answer (the reply is hijacked); every other call returns its answer. */
type HandlerResult<C> = C extends { stream: true } ? void : CallAnswer<C> | FastifyReply;

export type CallHandler<C> = (
  input: CallBody<C>,
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<HandlerResult<C>> | HandlerResult<C>;

/** `config.rateLimit` limits the call per IP at the door (@fastify/rate-limit), before its body is read. */
type RouteOptions = Pick<RouteShorthandOptions, 'compress' | 'decompress' | 'config'> & {
  /** A multipart call's file limits; its scope has registered @fastify/multipart. */
  upload?: UploadLimits;
};

/** A signed-in call's token; none at all is a missing field. */
function requiredToken(request: FastifyRequest): string {
  const token = readToken(request);
  if (!token) throw new AppError(ErrorType.INVALID_INPUT, formatMessage(apiMessages.fieldRequired, { field: 'token' }));
  return token;
}

/**
 * The signed-in scope: one hook resolves the customer of the token and sets `request.customer`,
 * so handlers never look a session up themselves. No token at all is a missing field; a token
 * that opens no session of this tenant is a 401.
 */
async function requireCustomer(request: FastifyRequest): Promise<void> {
  request.customer = await customerOfToken(request.server.db, request.tenant.id, requiredToken(request));
}

/** For a call that only sometimes needs the customer: a missing or dead token leaves it null. */
async function customerIfAny(request: FastifyRequest): Promise<void> {
  const token = readToken(request);
  if (!token) return;
  request.customer = await customerOfToken(request.server.db, request.tenant.id, token).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}

/** The merchant panel's scope: a staff session of this tenant; a customer's token opens none. */
async function requireStaff(request: FastifyRequest): Promise<void> {
  request.staff = await staffOfToken(request.server.db, request.tenant.id, requiredToken(request));
}

/** The platform's console (its calls' own scope checks the host): an administrator's session. */
async function requirePlatformAdmin(request: FastifyRequest): Promise<void> {
  request.platformAdmin = await adminOfToken(request.server.db, requiredToken(request));
}

const signedInHooks = {
  customer: requireCustomer,
  optional: customerIfAny,
  staff: requireStaff,
  platform: requirePlatformAdmin,
} as const;

/** Makes `request.customer` known to every request of the scope; the calls that need it fill it. */
export function registerSignedInScope(scope: FastifyInstance): void {
  scope.decorateRequest('customer', null);
  scope.decorateRequest('staff', null as unknown as StaffScope);
}

/**
 * Registers a call of the contract: its path, methods, schemas (body, or the query string of a GET),
 * the API document's entry, the signed-in hook its auth asks for, and the handler. The handler gets
 * the parsed input whatever the method.
 */
export async function register<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RouteOptions = {},
): Promise<void> {
  const { body, response, params } = await call.schemas();
  const [primary] = call.methods;
  const { upload, ...routeOptions } = options;
  const readBody = call.multipart ? multipartBodyReader(uploadLimitsOf(app, call, upload)) : undefined;
  for (const method of call.methods) {
    app.route({
      // No client sends a compressed body: the decompression hook would only cost every call a step.
      decompress: false,
      ...routeOptions,
      method,
      url: call.path,
      schema: {
        operationId: method === primary ? call.operationId : `${call.operationId}By${capitalised(method)}`,
        tags: [call.tag],
        summary: call.summary,
        ...(call.hidden ? { hide: true } : {}),
        // {}: no credential needed.
        security: {
          none: [{}],
          customer: [{ bearer: [] }],
          optional: [{ bearer: [] }, {}],
          staff: [{ bearer: [] }],
          platform: [{ bearer: [] }],
        }[call.auth],
        [inputOf(method)]: body,
        ...(readBody ? { consumes: ['multipart/form-data'] } : {}),
        ...(params ? { params } : {}),
        response: {
          200: call.stream
            ? { description: call.summary, content: { 'text/event-stream': { schema: response } } }
            : response,
          ...errorResponses(call),
        },
      },
      ...(readBody ? { preValidation: readBody } : {}),
      ...(call.auth === 'none' ? {} : { preHandler: signedInHooks[call.auth] }),
      handler: (request, reply) =>
        handler(
          (method === 'GET' ? request.query : request.body) as CallBody<C>,
          request as CallRequest<C>,
          reply,
        ) as Promise<unknown>,
    });
  }
}

/** The call's answer written as register() writes it: for a route that keeps its answers as bytes. */
export async function answerWriter(app: FastifyInstance, call: Call): Promise<(answer: unknown) => string> {
  const { response } = await call.schemas();
  return answerSerializer(app.config.CHECK_ANSWERS)({
    schema: response,
    method: call.methods[0],
    url: call.path,
    httpStatus: '200',
  });
}

/** A multipart call is registered where its form can be read, with the limits of its file. */
function uploadLimitsOf(app: FastifyInstance, call: Call, upload: UploadLimits | undefined): UploadLimits {
  if (!upload) throw new Error(`${call.operationId} takes a file: register it with its upload limits`);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    throw new Error(`${call.operationId} takes multipart/form-data: register @fastify/multipart in its scope`);
  }
  return upload;
}

const inputOf = (method: CallMethod) => (method === 'GET' ? 'querystring' : 'body');
const capitalised = (method: CallMethod) => method[0] + method.slice(1).toLowerCase();
