import { createBrowserRouter, Navigate } from 'react-router';
import { AuditPage } from './components/audit-page.tsx';
import { ConsoleShell } from './components/console-shell.tsx';
import { NewTenantPage } from './components/new-tenant-page.tsx';
import { SignInPage } from './components/sign-in-page.tsx';
import { TenantPage } from './components/tenant-page.tsx';
import { TenantsPage } from './components/tenants-page.tsx';

/** The routes of the console, apart from the router so the screen tests draw them in memory. */
export const consoleRoutes = [
  { path: 'entrar', Component: SignInPage },
  {
    Component: ConsoleShell,
    children: [
      { index: true, Component: TenantsPage },
      // lib/paths.ts names these for the pages that link to them.
      { path: 'novo', Component: NewTenantPage },
      { path: 'clientes/:profileId', Component: TenantPage },
      { path: 'auditoria', Component: AuditPage },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The console lives under /plataforma/, served by the API on the platform's host only (http/web-app.ts). */
export const createConsoleRouter = () => createBrowserRouter(consoleRoutes, { basename: '/plataforma' });
