import type common from '../../public/locales/pt-BR/common.json';

/** A page's key in common.json's `pages`, which holds its pt-BR title. */
export type PageKey = keyof typeof common.pages;

/** Data every route carries in its `handle`. */
export type RouteHandle = { page: PageKey };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).page === 'string';
}

/** SPEC.md section 2's routes whose screens come later, each shown as a titled placeholder for now. */
export const placeholderRoutes: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: 'restaurante', page: 'place' },
  { path: 'restaurante/:id', page: 'place' },
  { path: 'product-detail', page: 'product' },
  { path: 'product-detail/:id', page: 'product' },
  { path: 'evaluation/:id', page: 'evaluation' },
  { path: 'address', page: 'addresses' },
  { path: 'new-address', page: 'newAddress' },
  { path: 'new-address/:id', page: 'editAddress' },
  { path: 'contact', page: 'contact' },
  { path: 'cashback', page: 'cashback' },
  { path: ':city/:segment/:slug', page: 'place' },
];

/** The account entry routes: each opens its modal over the profile page. */
export const authEntryRoutes: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: 'sign-in', page: 'signIn' },
  { path: 'sign-up', page: 'signUp' },
  { path: 'recover-password', page: 'recoverPassword' },
];

/** Pages that need a signed-in customer (SPEC.md section 2's route guard). */
export const loginRequiredRoutes: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: 'review', page: 'review' },
  { path: 'orders', page: 'orders' },
];
