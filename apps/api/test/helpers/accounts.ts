import { customerCalls } from '@delivery/contract/calls/customer';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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

/** The 4-digit code in the newest message to `to`. */
export async function lastCodeTo(app: FastifyInstance, to: string): Promise<string> {
  const message = await lastMessageTo(app, to);
  const code = message?.text.replace(/(\d) (?=\d)/g, '$1').match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
