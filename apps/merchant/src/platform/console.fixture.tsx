import type { TPlatformTenant } from '@delivery/contract/platform';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../components/toaster.tsx';
import { createConsoleQueryClient } from './lib/query-client.ts';
import { saveConsoleToken } from './lib/session-token.ts';
import { consoleRoutes } from './router.tsx';

export { fakeApi, type SentCall } from '../test/fake-api.ts';

/** The console at `path` (under /plataforma), signed in with `token` unless it is null. */
export function drawConsole(path: string, token: string | null = 'console-token') {
  saveConsoleToken(token);
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createConsoleQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

export const admin = { admin_id: 1, name: 'Ana da Plataforma', email: 'ana@plataforma.test' };

/** platformMe's answer. */
export const meAnswer = (recoveryCodesLeft = 10) => ({ admin, recovery_codes_left: recoveryCodesLeft });

export function tenant(overrides: Partial<TPlatformTenant> = {}): TPlatformTenant {
  return {
    profile_id: 201,
    name: 'Pizzaria Bella',
    type_flow: 'MARKETPLACE',
    max_shops: null,
    domains: ['bella.example.com', 'pedidos.bella.com.br'],
    pending_domains: [],
    suspended: false,
    orders_30d: 1234,
    sales_30d: 45678.9,
    ...overrides,
  };
}
