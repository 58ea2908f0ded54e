import type { z } from 'zod';

/**
 * One API call, declared once: the API registers it from this object, the apps call it through it,
 * and the OpenAPI document is generated from it (operationId = its key in `defineCalls`).
 *
 * The schemas are loaded on demand. The API awaits them when it registers the call; the browser
 * only reads the path, method and auth, so a page never downloads zod and the schemas of every call
 * it makes (the first page's three calls would otherwise bring about 90 KB gzipped).
 */
export type CallSchemas = {
  /** The POST body; for a GET the same fields in the query string. */
  body: z.ZodType;
  /** The answer of HTTP 200: a success, or a business refusal in the same envelope. */
  response: z.ZodType;
  /** Path parameters, for a path with `:name` segments. */
  params?: z.ZodType;
};

/**
 * none: anyone; customer: a live session of the host's tenant, its token as `token` in the body or
 * as `Authorization: Bearer` (never in a URL); optional: the customer when a token is given; staff: a
 * live staff session of the host's tenant, carried the same way (merchant panel); platform: a live
 * session of a platform administrator, on the platform's host only (decision 0082).
 */
export type CallAuth = 'none' | 'customer' | 'optional' | 'staff' | 'platform';

export type CallMethod = 'POST' | 'GET';

export type CallDeclaration<S extends CallSchemas = CallSchemas> = {
  path: string;
  /** The first is how the apps call it; catalog reads also answer GET, which caches can keep. */
  methods: readonly [CallMethod, ...CallMethod[]];
  auth: CallAuth;
  summary: string;
  /** An answer that is not JSON: Server-Sent Events. */
  stream?: true;
  /**
   * The body is multipart/form-data (its fields and a file), not JSON nor a form: an upload. Its
   * file field is a `z.file()` in the body schema.
   */
  multipart?: true;
  /**
   * The call sends a code (SMS, e-mail or voice): the apps name their device in `X-Device-Id`
   * (device.ts), by which the code-send limit counts a phone apart from others on its address.
   */
  sendsCode?: true;
  /** Kept out of the API document (sandbox-only calls). */
  hidden?: true;
  schemas: () => Promise<S>;
};

export type Call<S extends CallSchemas = CallSchemas> = CallDeclaration<S> & {
  operationId: string;
  /** The API document's group: the domain the call belongs to. */
  tag: string;
};

/**
 * A domain's calls, keyed by operationId (the legacy call name, as docs/product.md section 7 has it). Each
 * call keeps its own schema types and its literal auth, so a handler knows what it gets.
 */
export function defineCalls<
  S extends Record<string, CallSchemas>,
  const D extends Record<string, Pick<CallDeclaration, 'auth' | 'stream'>>,
>(
  tag: string,
  declarations: { [K in keyof S]: CallDeclaration<S[K]> } & D,
  /** Told apart in the API document when one family of calls is served under two paths. */
  options: { idSuffix?: string } = {},
): { [K in keyof S & keyof D]: Call<S[K]> & Pick<D[K], 'auth' | 'stream'> } {
  return Object.fromEntries(
    Object.entries(declarations).map(([key, declaration]) => [
      key,
      { ...declaration, operationId: `${key}${options.idSuffix ?? ''}`, tag },
    ]),
  ) as never;
}

type SchemasOf<C> = C extends Call<infer S> ? S : never;

/** What a client sends (before parsing): `validate` is added by the client itself. */
export type CallInput<C> = Omit<z.input<SchemasOf<C>['body']>, 'validate'>;
/** What the server's handler receives, parsed. */
export type CallBody<C> = z.output<SchemasOf<C>['body']>;
/** What the call answers. */
export type CallAnswer<C> = z.output<SchemasOf<C>['response']>;
/** The path parameters of the call, parsed. */
export type CallParams<C> = SchemasOf<C> extends { params: infer P extends z.ZodType } ? z.output<P> : never;

/** A path with its `:name` segments filled in. */
export function callPath(call: Pick<Call, 'path'>, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The schemas of a call that answers only the envelope (error_type and message). */
export const answeringEnvelope = <B extends z.ZodType>(body: Promise<B>) =>
  Promise.all([body, import('./envelope.ts')]).then(([request, { ZEnvelope }]) => ({
    body: request,
    response: ZEnvelope,
  }));

/**
 * `a=1&b=x`: the fields a call sends, less the empty ones, in their order, as a query string: a
 * GET's (the apps'), and the key of an answer a page comes with (page-answers.ts).
 */
export function fieldsQuery(fields: object): string {
  return Object.entries(fields as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}
