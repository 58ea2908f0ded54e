import { describe, expect, it } from 'vitest';
import { checkoutRefusal, loginGuardDecision, mustAcceptTerms, shouldOpenStartupLogin } from './guard.ts';

describe('loginGuardDecision', () => {
  it('lets a customer through', () => {
    for (const url of ['/review', '/profile-edit', '/orders']) expect(loginGuardDecision(url, true)).toBe('allow');
  });

  it("shows the 'Aviso' when the URL contains 'orders'", () => {
    expect(loginGuardDecision('/orders', false)).toBe('notice');
    expect(loginGuardDecision('/orders?page=2', false)).toBe('notice');
  });

  it('sends a visitor on any other guarded URL to the root', () => {
    expect(loginGuardDecision('/review', false)).toBe('redirect-home');
    expect(loginGuardDecision('/profile-edit', false)).toBe('redirect-home');
  });
});

describe('checkoutRefusal', () => {
  it('lets a customer check out', () => {
    expect(checkoutRefusal(true, false)).toBeNull();
  });

  it('sends a visitor to the root with the toast and the login modal', () => {
    expect(checkoutRefusal(false, false)).toEqual({ redirectTo: '/', showToast: true, openSignIn: true });
  });

  it('skips the toast when login is by input', () => {
    expect(checkoutRefusal(false, true)).toEqual({ redirectTo: '/', showToast: false, openSignIn: true });
  });
});

describe('mustAcceptTerms', () => {
  it("asks until accept_terms is '1'", () => {
    expect(mustAcceptTerms({})).toBe(true);
    expect(mustAcceptTerms({ accept_terms: '0' })).toBe(true);
    expect(mustAcceptTerms({ accept_terms: null })).toBe(true);
    expect(mustAcceptTerms({ accept_terms: 1 })).toBe(false);
    expect(mustAcceptTerms({ accept_terms: '1' })).toBe(false);
  });
});

describe('shouldOpenStartupLogin', () => {
  it('opens the login modal at start only in the native app, for a visitor', () => {
    expect(shouldOpenStartupLogin(true, false)).toBe(true);
    expect(shouldOpenStartupLogin(true, true)).toBe(false);
    expect(shouldOpenStartupLogin(false, false)).toBe(false);
  });
});
