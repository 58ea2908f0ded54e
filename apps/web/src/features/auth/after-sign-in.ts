/** Routes that only open a modal; after signing up there the customer lands on the profile page. */
export const authEntryPaths = ['/sign-in', '/sign-up', '/recover-password'] as const;

/** docs/product.md section 2: checkout when an Order is stored, else the addresses. */
export const destinationAfterSignIn = (hasOrder: boolean): string => (hasOrder ? '/checkout' : '/address');

/**
 * docs/product.md section 4: after sign-up, checkout when an Order is stored; otherwise the customer
 * stays where they were, unless that is an entry route with nothing behind its modal.
 */
export function destinationAfterSignUp(hasOrder: boolean, pathname: string): string | null {
  if (hasOrder) return '/checkout';
  return (authEntryPaths as readonly string[]).includes(pathname) ? '/profile' : null;
}
