import {
  onlineCardFlags,
  onlineFlagIds,
  type TCardAccount,
  type TShopCardResponse,
} from '@delivery/contract/card-payments';
import { vi } from 'vitest';

/** What the fake API was sent: the path and the body. */
export type SentCall = { path: string; body: Record<string, unknown> };

/** An answer of the fake API: the envelope's fields, with an HTTP status when it is not 200. */
type Answer = Record<string, unknown> & { status?: number };

/** The API as the panel meets it: each path answered by its handler, everything sent kept in order. */
export function fakeApi(handlers: Record<string, (body: Record<string, unknown>, index: number) => Answer>) {
  const sent: SentCall[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path, body });
      const index = counts.get(path) ?? 0;
      counts.set(path, index + 1);
      const handler = handlers[path];
      if (!handler) return Response.json({ error_type: 3, message: 'Recurso não encontrado' }, { status: 404 });
      const { status = 200, ...answer } = handler(body, index);
      return Response.json({ error_type: 0, message: 'Sucesso', ...answer }, { status });
    }),
  );
  return sent;
}

/** The brands as the API offers them (payments' card-connect.ts): the online ones, in the platform's order. */
export const brandsOffered = onlineCardFlags.map((name, i) => ({ flag_id: onlineFlagIds[i]!, name }));
export const flagIdOf = (name: (typeof onlineCardFlags)[number]) => onlineFlagIds[onlineCardFlags.indexOf(name)]!;

export function cardAccount(overrides: Partial<TCardAccount> = {}): TCardAccount {
  return {
    gateway: 'mercadopago',
    scope: 'shop',
    account_id: '2200113344',
    connected_at: '2026-05-21T22:00:00.000Z',
    brands: [flagIdOf('Visa'), flagIdOf('Mastercard')],
    ...overrides,
  };
}

/** shopCardAccount's answer: a platform with Mercado Pago, no account yet, seen by a shop's owner. */
export function cardAnswer(overrides: Partial<TShopCardResponse> = {}): TShopCardResponse {
  return {
    error_type: 0,
    message: 'Sucesso',
    available: true,
    account: null,
    can_connect_profile: false,
    brands_offered: brandsOffered,
    ...overrides,
  };
}
