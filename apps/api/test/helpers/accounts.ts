import { customerCalls } from '@delivery/contract/calls/customer';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { customers } from '../../src/db/schema/customers.ts';
import { post } from './app.ts';

/** A CPF with valid check digits, different on every call. */
export function newCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(0, 10));
  if (base.every((d) => d === base[0])) base[0] = (base[0]! + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

/** A mobile number with a São Paulo area code, 11 digits. */
export const newPhone = (): string => `119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export const newEmail = (): string => `cliente-${randomInt(0, 1e9)}-${Date.now()}@example.com`;

export type Signup = { name: string; email: string; cell_phone: string; cpf: string; password: string };

export function newSignup(overrides: Partial<Signup> = {}): Signup {
  return {
    name: 'Joana Lima',
    email: newEmail(),
    cell_phone: newPhone(),
    cpf: newCpf(),
    password: 'segredo1',
    ...overrides,
  };
}

/** Registers a plain account; answers the parsed body. */
export async function registerAccount(app: FastifyInstance, host: string, signup: Signup = newSignup()) {
  const res = await post(app, host, customerCalls.register.path, {
    validate: 1,
    ...signup,
    password2: signup.password,
    term: '1',
  });
  return { signup, res, body: res.json() };
}

type OutboxMessage = { channel: string; to: string; subject: string; text: string };

/** The newest message the sandbox outbox holds for `to`. */
export async function lastMessageTo(app: FastifyInstance, to: string): Promise<OutboxMessage | undefined> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json() as { messages: OutboxMessage[] }).messages[0];
}

/** A message that carries a code: any SMS or call, an e-mail that says so (not an order's receipt). */
const carriesCode = (message: { channel: string; subject: string }): boolean =>
  message.channel !== 'email' || message.subject.includes('código');

/** The 4-digit code in the newest message to `to` that carries one. */
export async function lastCodeTo(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const message = (res.json() as { messages: OutboxMessage[] }).messages.find(carriesCode);
  const code = message?.text.replace(/(\d) (?=\d)/g, '$1').match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** The sms_token checkCodeTyped answers for a phone no account has verified (sandbox outbox). */
export async function smsTokenFor(app: FastifyInstance, host: string, phone: string): Promise<string> {
  const sent = (await post(app, host, customerCalls.sendCodeCheck.path, { validate: 1, phone })).json();
  const code = await lastCodeTo(app, phone);
  const checked = (
    await post(app, host, customerCalls.checkCodeTyped.path, {
      validate: 1,
      message_id: sent.message_id,
      code_typed: code,
    })
  ).json();
  if (!checked.sms_token) throw new Error(`no sms_token for ${phone}: ${JSON.stringify(checked)}`);
  return checked.sms_token;
}

/** Verifies the signed-in account's current phone the way the profile does: SMS code, then edit. */
export async function verifyPhone(app: FastifyInstance, host: string, token: string, phone: string) {
  const sms_token = await smsTokenFor(app, host, phone);
  const res = await post(app, host, customerCalls.edit.path, { validate: 1, token, sms_token });
  if (res.json().error_type !== 0) throw new Error(`phone not verified: ${res.body}`);
  return res.json();
}

/**
 * A plain account whose phone counts as verified, as if its code had been typed back: for tests
 * whose subject is what comes after (the code flow itself would hold the phone's one-a-minute code).
 */
export async function registerVerifiedAccount(
  app: FastifyInstance,
  db: Database,
  host: string,
  signup: Signup = newSignup(),
) {
  const registered = await registerAccount(app, host, signup);
  await db
    .update(customers)
    .set({ phoneVerifiedAt: new Date() })
    .where(eq(customers.id, registered.body.customer[0].customer_id));
  return registered;
}
