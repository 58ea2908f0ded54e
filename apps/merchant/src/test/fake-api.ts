import { vi } from 'vitest';

/** What the fake API was sent: the path, the body and the token in the Authorization header. */
export type SentCall = { path: string; body: Record<string, unknown>; authorization: string | null };

/** An answer of the fake API: the envelope's fields, with an HTTP status when it is not 200. */
type Answer = Record<string, unknown> & { status?: number };

/** The API as the screens meet it: each path answered by its handler, everything sent kept in order. */
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

/** The bodies sent to one path, in order. */
export const bodiesTo = (sent: readonly SentCall[], path: string) =>
  sent.filter((call) => call.path === path).map((call) => call.body);
