import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { JOB_TEST_ENV, jobStates, recorder, testQueue } from '../helpers/jobs.ts';

/** Two API processes on one PostgreSQL, each working the same queues (docs/architecture.md section 8). */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp(JOB_TEST_ENV);
  b = await createTestApp(JOB_TEST_ENV);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('jobs across processes', () => {
  it('runs each job once, whichever process takes it', async () => {
    const queue = testQueue('shared');
    const ranBy = new Map<number, string[]>();
    const handler = (who: string) => async (data: { n: number }) => {
      ranBy.set(data.n, [...(ranBy.get(data.n) ?? []), who]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await a.app.jobs.work(queue, handler('a'), { batchSize: 3 });
    await b.app.jobs.work(queue, handler('b'), { batchSize: 3 });
    const sent = 60;
    for (let n = 0; n < sent; n++) await (n % 2 ? a : b).app.jobs.send(queue, { n });

    await expect.poll(() => ranBy.size, { timeout: 15_000, interval: 100 }).toBe(sent);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const runs = [...ranBy.values()];
    expect(runs.filter((who) => who.length !== 1)).toEqual([]);
    // Both processes took some: the queue is shared, not owned by its sender.
    expect(new Set(runs.flat())).toEqual(new Set(['a', 'b']));
    expect(await jobStates(a.database.db, queue)).toEqual(Array(sent).fill('completed'));
  }, 30_000);

  it('starts together with the other process on queues neither has made yet', async () => {
    // A first deployment, or a version bringing new queues: both make them at once, which
    // PostgreSQL answers with deadlocks that the loser of each tries again.
    const queues = ['first', 'second', 'third', 'fourth'].map(testQueue);
    const ran: string[] = [];
    const started = await Promise.allSettled(
      queues.flatMap((queue) =>
        [a, b].map((app) => app.app.jobs.work(queue, async (data: { queue: string }) => void ran.push(data.queue))),
      ),
    );
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    for (const queue of queues) await a.app.jobs.send(queue, { queue });
    await expect.poll(() => ran.sort(), { timeout: 10_000, interval: 100 }).toEqual([...queues].sort());
  }, 30_000);

  it('runs a recurring job once per interval, not once per process', async () => {
    const queue = testQueue('sweep');
    const runs: string[] = [];
    const since = Date.now();
    await a.app.jobs.every(queue, 500, async () => void runs.push('a'));
    await b.app.jobs.every(queue, 500, async () => void runs.push('b'));
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const intervals = Math.ceil((Date.now() - since) / 500);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    // Two processes each running every interval would make about twice as many.
    expect(runs.length).toBeLessThanOrEqual(intervals + 1);
    const states = await jobStates(a.database.db, queue);
    expect(states.filter((s) => s === 'completed').length).toBeGreaterThanOrEqual(runs.length - 1);
  }, 15_000);

  it('keeps a job through a restart: sent by one app, run by the next one on the database', async () => {
    const queue = testQueue('restart');
    const first = await createTestApp(JOB_TEST_ENV);
    const firstRuns = recorder();
    await first.app.jobs.work(queue, firstRuns.handler);
    const due = new Date(Date.now() + 1_500);
    await first.app.jobs.send(queue, { order: 1 }, { startAfter: due });
    await first.close();

    const next = await createTestApp(JOB_TEST_ENV);
    try {
      const runs = recorder();
      await next.app.jobs.work(queue, runs.handler);
      await expect.poll(() => runs.count, { timeout: 6_000, interval: 50 }).toBe(1);
      expect(runs.at[0]!).toBeGreaterThanOrEqual(due.getTime());
      expect(runs.data).toEqual([{ order: 1 }]);
      expect(firstRuns.count).toBe(0);
    } finally {
      await next.close();
    }
  });
});
