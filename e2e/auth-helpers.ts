import { customerCalls } from '@delivery/contract/calls/customer';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { TSessionResponse } from '@delivery/contract/customer';
import { common, snap, spec } from './helpers.ts';

/** Unique data per run, so journeys never meet an account of an earlier run or test. */
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
let counter = 0;
const next = () => `${runId}${(counter++).toString(36)}`;

export const uniqueEmail = (label: string) => `${label}.${next()}@example.com`;

/** A mobile number '11 9XXXX-XXXX' as digits. */
export function uniquePhoneDigits(): string {
  const tail = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `119${tail}`;
}

export const maskedPhone = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

/** A random CPF with valid check digits, masked '999.999.999-99'. */
export function uniqueCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (base.every((d) => d === base[0])) base[0] = (base[0]! + 1) % 10;
  const check = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = check(base);
  const d2 = check([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

export const welcome = (name: string) => spec.welcome.replace('{{name}}', name);

type NewCustomer = { name: string; email: string; phone: string; password: string };

export function newCustomer(label: string): NewCustomer {
  return { name: `Cliente ${label}`, email: uniqueEmail(label), phone: uniquePhoneDigits(), password: 'segredo123' };
}

/**
 * Creates an account through the API, as a customer who signed up earlier would have; with the
 * tenant of `host` (e.g. 'pizzaria.localhost') rather than the test server's own.
 */
export async function registerViaApi(
  request: APIRequestContext,
  customer: NewCustomer,
  host?: string,
): Promise<TSessionResponse> {
  const response = await request.post(customerCalls.register.path, {
    ...(host ? { headers: { host } } : {}),
    data: {
      validate: 1,
      name: customer.name,
      email: customer.email,
      cell_phone: maskedPhone(customer.phone),
      password: customer.password,
      password2: customer.password,
      term: '1',
    },
  });
  const body = (await response.json()) as TSessionResponse;
  expect(body.error_type, body.message).toBe(0);
  return body;
}

/**
 * Verifies the account's phone through the API as the profile does (decision 0053): a code by SMS,
 * typed back, its sms_token sent with `edit`. Only a verified phone signs in by SMS.
 */
export async function verifyPhoneViaApi(request: APIRequestContext, token: string, phoneDigits: string) {
  const after = await lastOutboxId(request, phoneDigits);
  const sent = await (
    await request.post(customerCalls.sendCodeCheck.path, { data: { validate: 1, phone: phoneDigits } })
  ).json();
  const code = await codeFromOutbox(request, phoneDigits, after);
  const checked = await (
    await request.post(customerCalls.checkCodeTyped.path, {
      data: { validate: 1, message_id: sent.message_id, code_typed: code },
    })
  ).json();
  const edited = await (
    await request.post(customerCalls.edit.path, { data: { validate: 1, token, sms_token: checked.sms_token } })
  ).json();
  expect(edited.customer?.[0]?.phone_verified, edited.message).toBe('1');
}

/** The 4-digit code of the newest message the sandbox outbox holds for `to` (digits or e-mail). */
export async function codeFromOutbox(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as {
          messages: Array<{ id: number; channel: string; subject: string; text: string }>;
        };
        // An order's receipt may reach the same e-mail meanwhile: its numbers are no code.
        const newest = messages.find(
          (message) => message.id > after && (message.channel !== 'email' || message.subject.includes('código')),
        );
        code = newest?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .not.toBe('');
  return code;
}

/** The id of the newest outbox message for `to`, so a later code can be told from an earlier one. */
export async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ id: number }> };
  return messages[0]?.id ?? 0;
}

/** Types into a masked input key by key, as a person does. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
}

/** Opens the sign-in modal from the profile page. */
export async function openSignInFromProfile(page: Page): Promise<Locator> {
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true }).click();
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/** Sign-in with e-mail or CPF and password, from the options list. */
export async function signInWithPassword(page: Page, identifier: string, password: string, shot?: string) {
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithEmail }).click();
  const enter = modal.getByRole('button', { name: spec.signIn, exact: true });
  await modal.getByLabel(/e-mail/i).fill(identifier);
  await modal.getByLabel(spec.passwordLabel).fill(password);
  if (shot) await snap(page, shot);
  await enter.click();
}

export async function signOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: common.account.signOut }).click();
  await expect(page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true })).toBeVisible();
}
