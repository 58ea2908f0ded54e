import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError, RouteLoading } from './layout/route-states.tsx';
import { authEntryRoutes, loginRequiredRoutes, placeholderRoutes, type RouteHandle } from './pages.ts';

const loadPlaceholder = () =>
  import('./routes/placeholder.tsx').then((module) => ({ Component: module.PlaceholderRoute }));

const loadAuthEntry = () => import('./routes/auth-entry.tsx').then((module) => ({ Component: module.AuthEntryRoute }));
const loadLoginRequired = () =>
  import('./routes/login-required.tsx').then((module) => ({ Component: module.LoginRequiredRoute }));

const pages: RouteObject[] = [
  {
    index: true,
    handle: { page: 'home' } satisfies RouteHandle,
    lazy: () => import('./routes/home.tsx').then((module) => ({ Component: module.HomeRoute })),
  },
  ...placeholderRoutes.map(({ path, page }) => ({
    path,
    handle: { page } satisfies RouteHandle,
    lazy: loadPlaceholder,
  })),
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
  ...loginRequiredRoutes.map(({ path, page }) => ({
    path,
    handle: { page } satisfies RouteHandle,
    lazy: loadLoginRequired,
  })),
  // SPEC.md section 2: anything else falls back to home.
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
