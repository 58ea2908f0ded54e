import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError, RouteLoading } from './layout/route-states.tsx';
import { authEntryRoutes, customerRoutes, idlessRoutes, shopRoutes, type RouteHandle } from './pages.ts';

const loadAuthEntry = () => import('./routes/auth-entry.tsx').then((module) => ({ Component: module.AuthEntryRoute }));
const loadShop = () => import('./routes/shop.tsx').then((module) => ({ Component: module.ShopRoute }));
const loadAddressForm = () =>
  import('./routes/address-form.tsx').then((module) => ({ Component: module.AddressFormRoute }));

const pages: RouteObject[] = [
  {
    index: true,
    handle: { page: 'home' } satisfies RouteHandle,
    lazy: () => import('./routes/home.tsx').then((module) => ({ Component: module.HomeRoute })),
  },
  ...shopRoutes.map((path) => ({ path, handle: { page: 'place' } satisfies RouteHandle, lazy: loadShop })),
  {
    path: 'product-detail/:id',
    handle: { page: 'product', hideTabBar: true } satisfies RouteHandle,
    lazy: () => import('./routes/product.tsx').then((module) => ({ Component: module.ProductRoute })),
  },
  {
    path: 'evaluation/:id',
    handle: { page: 'evaluation' } satisfies RouteHandle,
    lazy: () => import('./routes/evaluation.tsx').then((module) => ({ Component: module.EvaluationRoute })),
  },
  {
    path: 'address',
    handle: { page: 'addresses' } satisfies RouteHandle,
    lazy: () => import('./routes/addresses.tsx').then((module) => ({ Component: module.AddressesRoute })),
  },
  { path: 'new-address', handle: { page: 'newAddress' } satisfies RouteHandle, lazy: loadAddressForm },
  { path: 'new-address/:id', handle: { page: 'editAddress' } satisfies RouteHandle, lazy: loadAddressForm },
  ...idlessRoutes.map((path) => ({ path, loader: () => redirect('/') })),
  {
    path: 'contact',
    handle: { page: 'contact' } satisfies RouteHandle,
    lazy: () => import('./routes/contact.tsx').then((module) => ({ Component: module.ContactRoute })),
  },
  {
    path: 'profile',
    handle: { page: 'profile' } satisfies RouteHandle,
    lazy: () => import('./routes/profile.tsx').then((module) => ({ Component: module.ProfileRoute })),
  },
  {
    path: 'checkout',
    handle: { page: 'checkout' } satisfies RouteHandle,
    lazy: () => import('./routes/checkout.tsx').then((module) => ({ Component: module.CheckoutRoute })),
  },
  ...authEntryRoutes.map(({ path, page }) => ({
    path,
    handle: { page } satisfies RouteHandle,
    lazy: loadAuthEntry,
  })),
  {
    path: 'profile-edit',
    handle: { page: 'profileEdit' } satisfies RouteHandle,
    lazy: () => import('./routes/profile-edit.tsx').then((module) => ({ Component: module.ProfileEditRoute })),
  },
  {
    path: customerRoutes.orders.path,
    handle: { page: customerRoutes.orders.page } satisfies RouteHandle,
    lazy: () => import('./routes/orders.tsx').then((module) => ({ Component: module.OrdersRoute })),
  },
  {
    path: customerRoutes.order.path,
    handle: { page: customerRoutes.order.page } satisfies RouteHandle,
    lazy: () => import('./routes/order.tsx').then((module) => ({ Component: module.OrderRoute })),
  },
  {
    path: customerRoutes.review.path,
    handle: { page: customerRoutes.review.page } satisfies RouteHandle,
    lazy: () => import('./routes/review.tsx').then((module) => ({ Component: module.ReviewRoute })),
  },
  {
    path: customerRoutes.cashback.path,
    handle: { page: customerRoutes.cashback.page } satisfies RouteHandle,
    lazy: () => import('./routes/cashback.tsx').then((module) => ({ Component: module.CashbackRoute })),
  },
  // docs/product.md section 2: anything else falls back to home.
  { path: '*', loader: () => redirect('/') },
];

export const router = createBrowserRouter([
  {
    Component: AppShell,
    HydrateFallback: RouteLoading,
    // The pathless child keeps header and tab bar on screen when a page fails.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
]);
