import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** PostgreSQL refuses a payload over 8,000 bytes; far fewer of ours fit a statement comfortably. */
const MOST_PER_STATEMENT = 200;

type Waiter = { payload: string; resolve(): void; reject(error: unknown): void };
type Queue = { channel: string; waiting: Waiter[]; sending: boolean };

const queues = new WeakMap<Database, Map<string, Queue>>();

/**
 * NOTIFY as a group commit: the first payload goes at once, and those asked for while it is on its
 * way go together in the next statement, in the order asked. Each NOTIFY is its own transaction
 * (never the order's: orders/queries.ts says why), and at hundreds of orders a second one
 * statement for many saves the database a commit, and the pool a connection, for each of them.
 * Resolves once the payload's statement is done, so whoever waits has announced it.
 */
export function batchedNotify(db: Database, channel: string, payload: string): Promise<void> {
  let byChannel = queues.get(db);
  if (!byChannel) queues.set(db, (byChannel = new Map()));
  let queue = byChannel.get(channel);
  if (!queue) byChannel.set(channel, (queue = { channel, waiting: [], sending: false }));
  const promise = new Promise<void>((resolve, reject) => queue.waiting.push({ payload, resolve, reject }));
  if (!queue.sending) void send(db, queue);
  return promise;
}

async function send(db: Database, queue: Queue): Promise<void> {
  queue.sending = true;
  while (queue.waiting.length) {
    const batch = queue.waiting.splice(0, MOST_PER_STATEMENT);
    const calls = batch.map(({ payload }) => sql`pg_notify(${queue.channel}, ${payload})`);
    try {
      await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
      for (const waiter of batch) waiter.resolve();
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
  queue.sending = false;
}
