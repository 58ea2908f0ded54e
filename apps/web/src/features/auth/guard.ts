export type GuardDecision = 'allow' | 'notice' | 'redirect-home';

/**
 * docs/product.md section 2: without a stored customer, a URL containing 'orders' shows the 'Aviso'
 * dialog; any other guarded URL goes back to the root.
 */
export function loginGuardDecision(url: string, hasCustomer: boolean): GuardDecision {
  if (hasCustomer) return 'allow';
  return url.includes('orders') ? 'notice' : 'redirect-home';
}

export type CheckoutRefusal = { redirectTo: '/'; showToast: boolean; openSignIn: true };

/**
 * docs/product.md section 2: a visitor on checkout goes to the root, told why unless login is by
 * input, with the login modal open.
 */
export function checkoutRefusal(hasCustomer: boolean, loginByInput: boolean): CheckoutRefusal | null {
  if (hasCustomer) return null;
  return { redirectTo: '/', showToast: !loginByInput, openSignIn: true };
}

/** docs/product.md section 4: accept_terms missing or anything but '1' means the policy is still to accept. */
export const mustAcceptTerms = (customer: { accept_terms?: string | number | null }): boolean =>
  String(customer.accept_terms ?? '0') !== '1';

/** docs/product.md section 2: the native app opens the login modal at start when no customer is stored. */
export const shouldOpenStartupLogin = (native: boolean, hasCustomer: boolean): boolean => native && !hasCustomer;
