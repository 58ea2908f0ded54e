import type { Call } from '@delivery/contract/call';
import { everyCall } from '@delivery/contract/calls/every-call';
import { apiMessages, specMessages } from '@delivery/contract/messages';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newCpf, newEmail, newPhone } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { startServer, type LocalServer } from './helpers/fake-providers.ts';
import { sendHttp, type HttpAnswer } from './helpers/http.ts';
import { orderingTenant, type OrderingTenant, type OrderingCustomer } from './helpers/orders.ts';
import { multipartBody, plainPhoto } from './helpers/photos.ts';
import { platformHost, platformToken } from './helpers/platform.ts';
import { createTenant } from './helpers/tenants.ts';
import { customerCalls } from '@delivery/contract/calls/customer';

/**
 * Every call of the contract, sent what careless clients and attackers send: bodies generated from
 * the call's own schema with fields missing, of the wrong type, null, huge, with control
 * characters, odd unicode, prototype keys, out-of-range numbers, as JSON, as a form, as garbage.
 * The bar: never a 5xx, never a hang, every answer the envelope with a message of the pt-BR
 * catalogue. Values that are valid in this world (the customer's token, a real shop, address and
 * order) are mixed in, so requests get past validation into the services and the database.
 */

const RUNS_PER_METHOD = Number(process.env.HOSTILE_RUNS ?? 24);

let t: TestApp;
let providers: LocalServer[];
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let port: number;
let orderId: number;
/** A real photo, for the file of the calls that upload one. */
let photo: Buffer;
let sent = 0;
/** A platform administrator's session, for the console's calls (sent to the platform's host). */
let platformAdmin: string;
/** The tenant the console's calls act on: suspending the one every other call uses would stop them. */
let spareTenant: number;
/** The console's calls answer on the platform's host alone; every other call on the tenant's. */
const hostOf = (call: Call) => (call.tag === 'platform' ? platformHost : tenant.domain);

beforeAll(async () => {
  // ViaCEP and Nominatim as they answer when up: an upstream that is down is a 503, and not the
  // caller's doing.
  const viacep = await startServer(() => ({
    status: 200,
    json: { cep: '13015-002', logradouro: 'Rua Barão de Jaguara', bairro: 'Cambuí', localidade: 'Campinas', uf: 'SP' },
  }));
  const nominatim = await startServer(() => ({
    status: 200,
    json: [{ lat: '-22.9', lon: '-47.06', display_name: 'x' }],
  }));
  providers = [viacep, nominatim];
  t = await createTestApp({
    APP_ENV: 'sandbox',
    CEP_API_URL: viacep.url,
    GEOCODER_URL: nominatim.url,
    PLATFORM_HOST: platformHost,
  });
  tenant = await orderingTenant(t.app, t.database.db);
  customer = await tenant.customer();
  platformAdmin = await platformToken(t.app);
  spareTenant = (await createTenant(t.database.db)).id;
  orderId = await customer.order();
  photo = await plainPhoto(64, 64, 'jpeg');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  console.info(`hostile requests: ${sent} sent to ${everyCall.length} calls`);
  await t.close();
  await Promise.all(providers.map((provider) => provider.close()));
});

const hostile: unknown[] = [
  null,
  [],
  {},
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '🍕💥\u200f\u202e',
  '\ud800',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '99999999999',
  '1e308',
  '-0',
  true,
  false,
  { __proto__: { polluted: 1 } },
  { constructor: { prototype: { polluted: 1 } } },
  [[[[[]]]]],
];
const hostileValue = fc.oneof(fc.constantFrom(...hostile), fc.string({ unit: 'binary', maxLength: 40 }), fc.double());

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  maximum?: number;
  format?: string;
};

/** A value the schema probably accepts. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausible));
  switch (schema.type) {
    case 'string':
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({ min: 0, max: Math.min(schema.maximum ?? 5000, 5000) });
    case 'number':
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plausible(schema.items) : fc.anything(), { maxLength: 3 });
    case 'object':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
    default:
      return fc.anything();
  }
}

/** Calls that may close the account or its sessions get an account of their own. */
const closingCalls = new Set([customerCalls.delete, customerCalls.edit] as Call[]);

/** Values that are right in this world, by field name. */
async function realValues(call: Call): Promise<Record<string, fc.Arbitrary<unknown>>> {
  const draft = customer.draft(closingCalls.has(call) ? { token: (await tenant.customer()).token } : {});
  const product = tenant.products[0]!;
  const fromDraft = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, fc.constant(value)]));
  return {
    ...fromDraft,
    validate: fc.constant(1),
    profile_id: fc.constant(tenant.id),
    ...(call.tag === 'platform' ? { token: fc.constant(platformAdmin), profile_id: fc.constant(spareTenant) } : {}),
    idempotency_key: fc.uuid(),
    product_id: fc.constant(product.product_id),
    order_id: fc.constant(orderId),
    city_id: fc.constant(tenant.cityId),
    district_id: fc.constant(tenant.districtId),
    street: fc.constant('Rua Barão de Jaguara'),
    number: fc.constant('10'),
    cep: fc.constantFrom('13015-002', '13015002'),
    email: fc.constant(newEmail()),
    email_cpf: fc.constantFrom(newEmail(), newCpf()),
    cpf: fc.constant(newCpf()),
    cell_phone: fc.constant(newPhone()),
    phone: fc.constant(newPhone()),
    name: fc.constant('Joana Lima'),
    password: fc.constant('segredo1'),
    password2: fc.constant('segredo1'),
    term: fc.constant('1'),
    code: fc.constant('PIZZA10'),
    stars: fc.integer({ min: 1, max: 5 }),
    comment: fc.constant('Chegou quentinha'),
    page: fc.constant(1),
  };
}

type Shape = { fields: Record<string, JsonSchema>; required: Set<string> };

async function shapeOf(call: Call, part: 'body' | 'params'): Promise<Shape> {
  const schemas = await call.schemas();
  const schema = part === 'body' ? schemas.body : schemas.params;
  if (!schema) return { fields: {}, required: new Set() };
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return { fields: json.properties ?? {}, required: new Set(json.required ?? []) };
}

/** A body of the call's own fields, each right, plausible or hostile, sometimes missing, plus odd keys. */
function fieldsOf(shape: Shape, real: Record<string, fc.Arbitrary<unknown>>) {
  const record = Object.fromEntries(
    Object.entries(shape.fields).map(([name, schema]) => [
      name,
      fc.option(
        fc.oneof(
          { arbitrary: real[name] ?? plausible(schema), weight: 5 },
          { arbitrary: plausible(schema), weight: 2 },
          { arbitrary: hostileValue, weight: 2 },
        ),
        { freq: shape.required.has(name) ? 12 : 3, nil: undefined },
      ),
    ]),
  );
  const extra = fc.option(
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'x'), hostileValue, {
      maxKeys: 2,
    }),
    { freq: 6, nil: undefined },
  );
  return fc.tuple(fc.record(record), extra).map(([fields, odd]) => {
    const body: Record<string, unknown> = JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;
    if (odd)
      for (const [key, value] of Object.entries(odd)) Object.defineProperty(body, key, { value, enumerable: true });
    return body;
  });
}

type Encoding = 'json' | 'form' | 'garbage' | 'bearer' | 'multipart';

const garbage = fc.constantFrom<[string, string]>(
  ['application/json', ''],
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '[1,2]'],
  ['application/json', '"texto"'],
  ['application/json', '{"a":1,"a":2,"__proto__":{"x":1}}'],
  ['application/json', '\u0000'],
  ['application/json; charset=latin1', '{"name":"Jo\u00e3o"}'],
  ['text/plain', 'validate=1'],
  ['application/xml', '<a/>'],
  ['application/x-www-form-urlencoded', 'a=%00&b=%zz&&=&c'],
  ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
);

/** What an upload's file field carries: the photo, bytes of anything, or nothing much. */
const fileBytes = fc.oneof(
  fc.constant('photo' as const),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(0)),
);

/**
 * A multipart body of the fields, each as text (objects as JSON), but the call's file fields
 * (`format: binary`) as files of `file`'s bytes.
 */
function multipartOf(body: Record<string, unknown>, shape: Shape, file: 'photo' | Buffer) {
  const fields: Record<string, unknown> = {};
  const files: Parameters<typeof multipartBody>[1] = {};
  for (const [key, value] of Object.entries(body)) {
    if (shape.fields[key]?.format === 'binary') {
      files[key] = { bytes: file === 'photo' ? photo : file, name: 'foto.jpg', type: 'image/jpeg' };
    } else fields[key] = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  }
  return multipartBody(fields, files);
}

function formOf(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    form.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return form.toString();
}

const templates = [...Object.values(apiMessages), ...Object.values(specMessages)].map(
  (template) =>
    new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '[\\s\\S]+')}$`),
);

/** What every answer must be, whatever was sent. */
function expectEnvelope(call: Call, answer: HttpAnswer, what: string): void {
  expect(answer.status, what).toBeLessThan(500);
  if (call.stream && answer.status === 200) return;
  expect(String(answer.headers['content-type']), what).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  const body = JSON.parse(answer.body.toString()) as { error_type: unknown; message: unknown };
  expect(typeof body.error_type, what).toBe('number');
  expect(typeof body.message, what).toBe('string');
  if (body.error_type !== 0) {
    expect(
      templates.some((template) => template.test(body.message as string)),
      `${what} → ${String(body.message)}`,
    ).toBe(true);
  }
}

describe('hostile requests to every call', () => {
  for (const call of everyCall) {
    for (const method of call.methods) {
      it(`${method} ${call.path}: never a 5xx, always the envelope`, { timeout: 120_000 }, async () => {
        const real = await realValues(call);
        const shape = await shapeOf(call, 'body');
        const body = fieldsOf(shape, real);
        const params = (await shapeOf(call, 'params')).fields;
        const paramValue = fc.oneof(
          { arbitrary: fc.constant(String(orderId)), weight: 3 },
          {
            arbitrary: fc.constantFrom('abc', '-1', '0', '99999999999', '%00', '%zz', '1e3', '..%2F..', '%F0%9F%8D%95'),
            weight: 2,
          },
        );
        // An upload's client sends multipart, its token in the form or as a bearer.
        const encoding = call.multipart
          ? fc.constantFrom<Encoding>('multipart', 'multipart', 'multipart', 'json', 'form', 'garbage', 'bearer')
          : fc.constantFrom<Encoding>('json', 'json', 'json', 'form', 'garbage', 'bearer');
        await fc.assert(
          fc.asyncProperty(
            body,
            encoding,
            garbage,
            paramValue,
            fileBytes,
            async (fields, how, [rawType, rawBody], param, file) => {
              let path = call.path;
              for (const name of Object.keys(params)) path = path.replace(`:${name}`, param);
              const headers: Record<string, string> = {};
              let payload: string | Buffer | undefined;
              if (how === 'bearer' && typeof fields.token === 'string' && /^[\x21-\x7e]+$/.test(fields.token)) {
                headers.authorization = `Bearer ${fields.token}`;
                delete fields.token;
              }
              if (method === 'GET') {
                const query = formOf(fields);
                if (query) path += `?${how === 'garbage' ? encodeURI(rawBody) : query}`;
              } else if (how === 'garbage') {
                headers['content-type'] = rawType;
                payload = rawBody;
              } else if (how === 'form') {
                headers['content-type'] = 'application/x-www-form-urlencoded';
                payload = formOf(fields);
              } else if (how === 'multipart' || (how === 'bearer' && call.multipart)) {
                const form = await multipartOf(fields, shape, file);
                headers['content-type'] = form.contentType;
                payload = form.payload;
              } else {
                headers['content-type'] = 'application/json';
                payload = JSON.stringify(fields);
              }
              sent++;
              const answer = await sendHttp(port, { method, path, host: hostOf(call), headers, body: payload });
              expectEnvelope(call, answer, `${method} ${path} ${how} ${String(payload ?? '')}`.slice(0, 600));
            },
          ),
          { numRuns: RUNS_PER_METHOD },
        );
      });
    }
  }
});

/** One hostile value of each kind, for every field of every call, the other fields right. */
const oneOfEachKind = (right: unknown): unknown[] => [
  null,
  [],
  { x: 1 },
  true,
  -1,
  1e308,
  '99999999999',
  'x'.repeat(5000),
  '\u0000',
  // A list of objects (the Pix webhook's) may hold objects of no prototype, which String() refuses.
  `${typeof right === 'object' && right !== null ? JSON.stringify(right) : String(right)}\u0000`,
  '🍕\ud800\u202e',
];

describe('each field of each call, wrong in every way, the others right', () => {
  for (const call of everyCall) {
    const method = call.methods[0];
    it(`${method} ${call.path}`, { timeout: 120_000 }, async () => {
      const real = await realValues(call);
      const shape = await shapeOf(call, 'body');
      // Right: the real value where this world has one, a plausible one where the call requires it.
      const right = Object.fromEntries(
        Object.entries(shape.fields)
          .filter(([name]) => real[name] || shape.required.has(name))
          .map(([name, schema]) => [name, fc.sample(real[name] ?? plausible(schema), { numRuns: 1, seed: 7 })[0]]),
      );
      let path = call.path;
      for (const name of Object.keys((await shapeOf(call, 'params')).fields))
        path = path.replace(`:${name}`, String(orderId));
      for (const field of Object.keys(shape.fields)) {
        for (const value of oneOfEachKind(right[field])) {
          // A fresh key each time, or a retried order would answer the first one without a write.
          const key = 'idempotency_key' in right ? { idempotency_key: randomUUID() } : {};
          const fields = { ...right, ...key, [field]: value };
          const json = method === 'POST';
          const target = json ? path : `${path}?${formOf(fields)}`;
          const form = call.multipart ? await multipartOf(fields, shape, 'photo') : undefined;
          sent++;
          const answer = await sendHttp(port, {
            method,
            path: target,
            host: hostOf(call),
            headers: form ? { 'content-type': form.contentType } : json ? { 'content-type': 'application/json' } : {},
            body: form ? form.payload : json ? JSON.stringify(fields) : undefined,
          });
          expectEnvelope(call, answer, `${method} ${path} ${field}=${JSON.stringify(value).slice(0, 60)}`);
        }
      }
    });
  }
});
