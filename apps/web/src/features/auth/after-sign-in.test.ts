import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, destinationAfterSignUp } from './after-sign-in.ts';

describe('after sign-in', () => {
  it('goes to checkout when an order is stored, else to the addresses', () => {
    expect(destinationAfterSignIn(true)).toBe('/checkout');
    expect(destinationAfterSignIn(false)).toBe('/address');
  });
});

describe('after sign-up', () => {
  it('goes to checkout when an order is stored', () => {
    expect(destinationAfterSignUp(true, '/')).toBe('/checkout');
    expect(destinationAfterSignUp(true, '/sign-up')).toBe('/checkout');
  });

  it('stays on the page without an order, leaving the entry routes for the profile', () => {
    expect(destinationAfterSignUp(false, '/')).toBeNull();
    expect(destinationAfterSignUp(false, '/restaurante/3')).toBeNull();
    expect(destinationAfterSignUp(false, '/sign-up')).toBe('/profile');
    expect(destinationAfterSignUp(false, '/sign-in')).toBe('/profile');
  });
});
