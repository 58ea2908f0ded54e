import { afterAll, beforeAll, expect, it } from 'vitest';
import { batchedNotify } from '../src/db/batched-notify.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openTestDatabase } from './helpers/database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const channel = `batched_${process.pid}_${Date.now()}`;

it('announces every payload asked for at once, once each and in the order asked', async () => {
  const heard: string[] = [];
  const unlisten = await database.listen(channel, (payload) => heard.push(payload));
  const payloads = Array.from({ length: 450 }, (_, i) => `${i}:received:7`);
  await Promise.all(payloads.map((payload) => batchedNotify(database.db, channel, payload)));
  await expect.poll(() => heard.length).toBe(payloads.length);
  expect(heard).toEqual(payloads);

  // Once the burst is sent, the next one goes alone and is heard too.
  await batchedNotify(database.db, channel, 'after');
  await expect.poll(() => heard.at(-1)).toBe('after');
  await unlisten();
});

it('tells every waiter of a statement that failed, and sends the next ones', async () => {
  const tooLong = 'x'.repeat(9_000);
  const failed = await Promise.allSettled([
    batchedNotify(database.db, channel, 'first'),
    batchedNotify(database.db, channel, tooLong),
  ]);
  expect(failed[0].status).toBe('fulfilled');
  expect(failed[1].status).toBe('rejected');
  await expect(batchedNotify(database.db, channel, 'later')).resolves.toBeUndefined();
});
