import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError, RouteLoading } from './layout/route-states.tsx';
import { placeholderRoutes, type RouteHandle } from './pages.ts';

const loadPlaceholder = () =>
  import('./routes/placeholder.tsx').then((module) => ({ Component: module.PlaceholderRoute }));

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
