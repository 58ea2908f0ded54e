import type common from '../../public/locales/pt-BR/common.json';

/** A page's key in common.json's `pages`, which holds its pt-BR title. */
export type PageKey = keyof typeof common.pages;

/** Data every route carries in its `handle`; `hideTabBar` gives a page's own bottom bar the room (product). */
export type RouteHandle = { page: PageKey; hideTabBar?: boolean };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).page === 'string';
}

/** A shop's page by id and by docs/product.md's permalink {city}/{segment}/{slug}. */
export const shopRoutes: readonly string[] = ['restaurante/:id', ':city/:segment/:slug'];

/** docs/product.md's 'restaurante' and 'product-detail' without an id name nothing to show: home. */
export const idlessRoutes: readonly string[] = ['restaurante', 'product-detail'];

/** The account entry routes: each opens its modal over the profile page. */
export const authEntryRoutes: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: 'sign-in', page: 'signIn' },
  { path: 'sign-up', page: 'signUp' },
  { path: 'recover-password', page: 'recoverPassword' },
];

/**
 * Pages that need a signed-in customer (docs/product.md section 2's route guard, in each route file): a
 * visitor gets the 'Aviso' on a URL with 'orders', the root elsewhere.
 */
export const customerRoutes = {
  orders: { path: 'orders', page: 'orders' },
  order: { path: 'orders/:id', page: 'order' },
  review: { path: 'review', page: 'review' },
  cashback: { path: 'cashback', page: 'cashback' },
} as const satisfies Record<string, { path: string; page: PageKey }>;
