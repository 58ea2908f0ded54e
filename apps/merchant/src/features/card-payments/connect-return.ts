import { shopPageLink } from '../../lib/shop-link.ts';

/*
 * The way back from Mercado Pago (decision 0084): the gateway sends the owner to
 * /painel/mercadopago with its code and our state, or with `error=access_denied` when they said no.
 */

/** What the return address says: a code to hand to the API, a cancel, or neither (a cut or odd link). */
export type ConnectLanding =
  { kind: 'exchange'; code: string; state: string } | { kind: 'cancelled' } | { kind: 'failed' };

export function connectLandingOf(params: URLSearchParams): ConnectLanding {
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'cancelled' };
  const code = params.get('code')?.trim();
  const state = params.get('state')?.trim();
  return !error && code && state ? { kind: 'exchange', code, state } : { kind: 'failed' };
}

/**
 * How the exchange ended: the account connected (its words, 'Conta 123'), or the API's refusal. The
 * page keeps it in its history entry and drops the code from the address, so a reload shows the
 * same outcome instead of spending a used code (and being refused).
 */
export type ConnectOutcome = { kind: 'connected'; account: string | null } | { kind: 'refused'; message: string };

export function keptOutcome(state: unknown): ConnectOutcome | null {
  if (typeof state !== 'object' || state === null) return null;
  const { kind, message, account } = state as Record<string, unknown>;
  if (kind === 'connected') return { kind, account: typeof account === 'string' ? account : null };
  if (kind === 'refused' && typeof message === 'string') return { kind, message };
  return null;
}

/*
 * The shop whose page started the connection, for the way back: the API's answer to the return
 * does not name it, and the settings page may show another shop than the one picked in the header.
 * Per tab (sessionStorage), which is the tab the gateway sends back.
 */
const shopKey = 'painel.card-connect-shop';

export function rememberConnectingShop(shopId: number): void {
  try {
    sessionStorage.setItem(shopKey, String(shopId));
  } catch {
    // Storage off: the way back opens the payments of the shop picked in the header.
  }
}

export function connectingShop(): number | null {
  try {
    const shopId = Number(sessionStorage.getItem(shopKey));
    return Number.isInteger(shopId) && shopId > 0 ? shopId : null;
  } catch {
    return null;
  }
}

/** The shop's payments section, on the shop that started the connection when it is known. */
export const paymentsPath = (shopId: number | null): string =>
  shopId === null ? '/loja/pagamentos' : shopPageLink('/loja/pagamentos', shopId);
