// Merchant boards held open during `npm run bench:orders` (BENCH_BOARDS=N): each is the board's
// live stream of the bench shop, as the panel opens it, and notes when each new order reaches it.
import { boardCalls } from '@delivery/contract/calls/board';
import { staffCalls } from '@delivery/contract/calls/staff';
import http from 'node:http';

/** The demo shops' owners sign in with this (apps/api/src/db/seed/demo-staff.ts). */
const demoPassword = 'painel123';

export type Boards = {
  /** When each board heard each new order ('received'), by order id: one time per board. */
  heard: Map<number, number[]>;
  close(): void;
};

/**
 * Signs the shop's demo owner in and opens `count` board streams of the shop on the API at
 * `base` (Host `host`). Times are `performance.now()`, comparable with the load's own.
 */
export async function openBoards(
  base: string,
  host: string,
  shop: { shop_id: number; slug: string },
  count: number,
): Promise<Boards> {
  const post = async <T>(path: string, body: object): Promise<T> =>
    (await (
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify({ validate: 1, ...body }),
      })
    ).json()) as T;
  const signedIn = await post<{ error_type: number; token: string }>(staffCalls.staffSignIn.path, {
    email: `dono@${shop.slug}.exemplo.com.br`,
    password: demoPassword,
  });
  if (signedIn.error_type !== 0)
    throw new Error(`the bench shop's owner could not sign in: ${JSON.stringify(signedIn)}`);

  const heard = new Map<number, number[]>();
  const streams: http.IncomingMessage[] = [];
  for (let i = 0; i < count; i++) {
    const { ticket } = await post<{ ticket: string }>(boardCalls.boardEventsTicket.path, {
      token: signedIn.token,
      shop_id: shop.shop_id,
    });
    const url = new URL(`${base}${boardCalls.boardEvents.path}?ticket=${encodeURIComponent(ticket)}`);
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(url, { headers: { host } }, resolve).on('error', reject),
    );
    if (stream.statusCode !== 200) throw new Error(`board ${i + 1} refused: HTTP ${stream.statusCode}`);
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const now = performance.now();
      pending += chunk;
      const events = pending.split('\n\n');
      pending = events.pop() ?? '';
      for (const event of events) {
        const placed = /^event: order\ndata: \{"order_id":(\d+),"shop_id":\d+,"status":"received"\}$/.exec(event);
        if (!placed) continue;
        const id = Number(placed[1]);
        heard.set(id, [...(heard.get(id) ?? []), now]);
      }
    });
    streams.push(stream);
  }
  return { heard, close: () => streams.forEach((stream) => stream.destroy()) };
}
