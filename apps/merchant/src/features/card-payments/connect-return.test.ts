import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectingShop,
  connectLandingOf,
  keptOutcome,
  paymentsPath,
  rememberConnectingShop,
} from './connect-return.ts';

const landing = (query: string) => connectLandingOf(new URLSearchParams(query));

afterEach(() => vi.unstubAllGlobals());

describe('the way back from Mercado Pago', () => {
  it('hands a code and its state over, and reads a refusal at the gateway as a cancel', () => {
    expect(landing('code=TG-abc&state=xyz.mac')).toEqual({ kind: 'exchange', code: 'TG-abc', state: 'xyz.mac' });
    expect(landing('error=access_denied&state=xyz.mac')).toEqual({ kind: 'cancelled' });
  });

  it('hands nothing over from a cut link or another error', () => {
    expect(landing('code=TG-abc')).toEqual({ kind: 'failed' });
    expect(landing('state=xyz')).toEqual({ kind: 'failed' });
    expect(landing('code=%20&state=xyz')).toEqual({ kind: 'failed' });
    expect(landing('error=server_error&code=TG-abc&state=xyz')).toEqual({ kind: 'failed' });
    expect(landing('')).toEqual({ kind: 'failed' });
  });

  it('reads back only an outcome it kept', () => {
    expect(keptOutcome({ kind: 'connected', account: 'Conta 123' })).toEqual({
      kind: 'connected',
      account: 'Conta 123',
    });
    expect(keptOutcome({ kind: 'connected' })).toEqual({ kind: 'connected', account: null });
    expect(keptOutcome({ kind: 'refused', message: 'Expirou' })).toEqual({ kind: 'refused', message: 'Expirou' });
    expect(keptOutcome(null)).toBeNull();
    expect(keptOutcome({ kind: 'other', message: 'x' })).toBeNull();
    expect(keptOutcome({ kind: 'refused' })).toBeNull();
  });

  it('leads back to the payments of the shop that started, else of the shop picked', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    expect(connectingShop()).toBeNull();
    rememberConnectingShop(12);
    expect(connectingShop()).toBe(12);
    expect(paymentsPath(12)).toBe('/loja/pagamentos?loja=12');
    expect(paymentsPath(null)).toBe('/loja/pagamentos');
  });

  it('does without storage', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('off');
      },
      setItem: () => {
        throw new Error('off');
      },
    });
    expect(() => rememberConnectingShop(12)).not.toThrow();
    expect(connectingShop()).toBeNull();
  });
});
