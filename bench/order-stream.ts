// An order's status stream as the customer app keeps it: when the stream ends (its process drains
// or dies) it asks for a new ticket and opens it again, through the balancer, and the status the
// new stream starts with catches it up on whatever changed in between.
import { orderCalls } from '@delivery/contract/calls/orders';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { post } from './order-load.ts';

export type OrderStream = {
  /** The process (the balancer's server name) each connection was answered by, in order. */
  servers: string[];
  /** Every status the streams told, in order. */
  statuses: string[];
  /** Resolves once a status event says `status`, or rejects after `timeoutMs`. */
  waitFor(status: string, timeoutMs: number): Promise<void>;
  close(): void;
};

export async function openOrderStream(
  base: string,
  headers: Record<string, string>,
  token: string,
  orderId: number,
): Promise<OrderStream> {
  const servers: string[] = [];
  const statuses: string[] = [];
  let closed = false;
  let current: http.ClientRequest | undefined;
  let heard = () => {};

  /** One connection: resolves when it ends, for whatever reason. */
  const connect = async () => {
    const { ticket } = await post<{ ticket?: string }>(base, headers, orderCalls.orderEventsTicket.path, {
      token,
      order_id: orderId,
    });
    if (!ticket) throw new Error('no stream ticket');
    const url = `${base}${orderCalls.orderEvents.path.replace(':order_id', String(orderId))}?ticket=${encodeURIComponent(ticket)}`;
    await new Promise<void>((resolve, reject) => {
      current = http.get(url, { headers }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`stream refused: HTTP ${response.statusCode}`));
        }
        servers.push(String(response.headers['x-served-by'] ?? '?'));
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          pending += chunk;
          const events = pending.split('\n\n');
          pending = events.pop() ?? '';
          for (const event of events) {
            const status = /^event: status\ndata: .*"status":"([a-z_]+)"/.exec(event)?.[1];
            if (status) statuses.push(status);
          }
          heard();
        });
        response.on('close', resolve);
      });
      current.on('error', () => resolve());
    });
  };

  // The first connection must open; later ones are retried until they do, as the app does.
  let opened: () => void;
  const firstOpen = new Promise<void>((resolve) => (opened = resolve));
  heard = () => opened();
  void (async () => {
    while (!closed) {
      try {
        await connect();
      } catch {
        // The balancer had no process to answer yet, or the ticket's process went away.
      }
      if (!closed) await sleep(200);
    }
  })();
  await firstOpen;
  heard = () => {};

  return {
    servers,
    statuses,
    waitFor: (status, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the stream never said ${status}`)), timeoutMs);
        const look = () => {
          if (!statuses.includes(status)) return;
          clearTimeout(timer);
          resolve();
        };
        heard = look;
        look();
      }),
    close: () => {
      closed = true;
      current?.destroy();
    },
  };
}
