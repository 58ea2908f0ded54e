import type { TPlatformTenant } from '@delivery/contract/platform';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../components/toaster.tsx';
import { createConsoleQueryClient } from './lib/query-client.ts';
import { saveConsoleToken } from './lib/session-token.ts';
import { consoleRoutes } from './router.tsx';

/** What the fake API was sent: the path, the body and the token in the Authorization header. */
export type SentCall = { path: string; body: Record<string, unknown>; authorization: string | null };

/** An answer of the fake API: the envelope's fields, with an HTTP status when it is not 200. */
type Answer = Record<string, unknown> & { status?: number };

/** The API as the console meets it: each path answered by its handler, everything sent kept in order. */
export function fakeApi(handlers: Record<string, (body: Record<string, unknown>, index: number) => Answer>) {
  const sent: SentCall[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const authorization = new Headers(init.headers).get('authorization');
      sent.push({ path, body, authorization });
      const index = counts.get(path) ?? 0;
      counts.set(path, index + 1);
      const handler = handlers[path];
      if (!handler) return Response.json({ error_type: 3, message: 'Recurso não encontrado' }, { status: 404 });
      const { status = 200, ...answer } = handler(body, index);
      return Response.json({ error_type: 0, message: 'Sucesso', ...answer }, { status });
    }),
  );
  return sent;
}

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
    card_fee_percent: 0,
    domains: ['bella.example.com', 'pedidos.bella.com.br'],
    pending_domains: [],
    suspended: false,
    orders_30d: 1234,
    sales_30d: 45678.9,
    ...overrides,
  };
}
