import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { JOB_TEST_ENV, jobStates, recorder, testQueue } from './helpers/jobs.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(JOB_TEST_ENV);
});
afterAll(async () => {
  await t.close();
});

describe('the job queue', () => {
  it('runs a job scheduled for later once, at its time', async () => {
    const queue = testQueue('later');
    const runs = recorder();
    await t.app.jobs.work(queue, runs.handler);
    const due = new Date(Date.now() + 1500);
    const id = await t.app.jobs.send(queue, { n: 1 }, { startAfter: due });
    expect(id).toEqual(expect.any(String));

    await expect.poll(() => runs.count, { timeout: 6_000, interval: 50 }).toBe(1);
    expect(runs.at[0]!).toBeGreaterThanOrEqual(due.getTime());
    // Polled every 500 ms in tests: it ran within a few polls of its time.
    expect(runs.at[0]! - due.getTime()).toBeLessThan(2_500);
    expect(runs.data).toEqual([{ n: 1 }]);
    // Several polls later it has not run again, and pg-boss has it completed.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(runs.count).toBe(1);
    expect(await jobStates(t.database.db, queue)).toEqual(['completed']);
  });

  it('sends a key once: the second send answers null and the job runs once', async () => {
    const queue = testQueue('keyed');
    const runs = recorder();
    await t.app.jobs.work(queue, runs.handler);
    const first = await t.app.jobs.send(queue, { n: 1 }, { singletonKey: 'order-7' });
    const again = await t.app.jobs.send(queue, { n: 2 }, { singletonKey: 'order-7' });
    const other = await t.app.jobs.send(queue, { n: 3 }, { singletonKey: 'order-8' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).not.toBe(first);
    await expect.poll(() => runs.count, { timeout: 5_000, interval: 50 }).toBe(2);
    expect(runs.data.map((d) => (d as { n: number }).n).sort()).toEqual([1, 3]);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = testQueue('flaky');
    const at: number[] = [];
    await t.app.jobs.work(queue, async () => {
      at.push(Date.now());
      if (at.length < 3) throw new Error('provider down');
    });
    await t.app.jobs.send(queue, {});
    await expect.poll(() => at.length, { timeout: 15_000, interval: 100 }).toBe(3);
    // Backoff: the second wait is at least the first retry's delay (1 s in tests) doubled.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1_000);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(2_000);
    await expect.poll(() => jobStates(t.database.db, queue), { timeout: 3_000 }).toEqual(['completed']);
  }, 25_000);

  it('fails only the job that threw when several run in one batch', async () => {
    const queue = testQueue('batch');
    const done: number[] = [];
    await t.app.jobs.work(
      queue,
      async (data: { n: number }) => {
        if (data.n === 2) throw new Error('bad one');
        done.push(data.n);
      },
      { retryLimit: 0 },
    );
    for (const n of [1, 2, 3]) await t.app.jobs.send(queue, { n });
    await expect
      .poll(() => jobStates(t.database.db, queue), { timeout: 5_000 })
      .toEqual(['completed', 'completed', 'failed']);
    expect(done.sort()).toEqual([1, 3]);
  });

  it('writes a job sent in a transaction only if the transaction commits', async () => {
    const queue = testQueue('tx');
    const runs = recorder();
    await t.app.jobs.work(queue, runs.handler);
    await t.database.db
      .transaction(async (tx) => {
        await t.app.jobs.send(queue, { n: 'rolled back' }, { db: tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await t.app.jobs.send(queue, { n: 'committed' }, { db: tx });
    });
    await expect.poll(() => runs.count, { timeout: 5_000, interval: 50 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(runs.data).toEqual([{ n: 'committed' }]);
    expect(await jobStates(t.database.db, queue)).toEqual(['completed']);
  });

  it('runs a recurring job once per interval, each run a job of its own', async () => {
    const queue = testQueue('every');
    const at: number[] = [];
    const since = Date.now();
    await t.app.jobs.every(queue, 700, async () => {
      at.push(Date.now());
    });
    await expect.poll(() => at.length, { timeout: 8_000, interval: 50 }).toBeGreaterThanOrEqual(3);
    const elapsed = Date.now() - since;
    expect(at.length).toBeLessThanOrEqual(Math.ceil(elapsed / 700) + 1);
    // Each run was the job of one interval, and the next one already waits.
    const states = await jobStates(t.database.db, queue);
    expect(states.filter((s) => s === 'completed').length).toBeGreaterThanOrEqual(at.length - 1);
    expect(states).toContain('created');
  });

  it('refuses a job for a queue nobody created, rather than lose it', async () => {
    await expect(t.app.jobs.send(testQueue('unknown'), {})).rejects.toThrow();
  });

  it('lets a running job finish when the app closes, and takes no job after', async () => {
    const other = await createTestApp(JOB_TEST_ENV);
    const queue = testQueue('slow');
    let finished = 0;
    let started = 0;
    await other.app.jobs.work(queue, async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished++;
    });
    await other.app.jobs.send(queue, {});
    await expect.poll(() => started, { timeout: 5_000, interval: 20 }).toBe(1);
    await other.app.close();
    try {
      expect(finished).toBe(1);
      expect(await jobStates(other.database.db, queue)).toEqual(['completed']);
      // Sent after the close, on its database still open: the closed app never runs it.
      await other.app.jobs.send(queue, {});
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(started).toBe(1);
      expect(await jobStates(other.database.db, queue)).toEqual(['completed', 'created']);
    } finally {
      await other.database.close();
    }
  });

  it('leaves the closed database alone when a job outlasts the stop and fails after it', async () => {
    const other = await createTestApp({ ...JOB_TEST_ENV, JOBS_STOP_TIMEOUT_MS: '1000' });
    const queue = testQueue('outlasting');
    const unhandled: unknown[] = [];
    const hear = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', hear);
    let started = 0;
    let ended = 0;
    try {
      await other.app.jobs.work(queue, async () => {
        started++;
        await new Promise((resolve) => setTimeout(resolve, 1_800));
        ended++;
        throw new Error('failed once its app had closed');
      });
      await other.app.jobs.send(queue, {});
      await expect.poll(() => started, { timeout: 5_000, interval: 20 }).toBe(1);
      // The stop gives up after its second; the app's database closes while the job still runs.
      await other.close();
      await expect.poll(() => ended, { timeout: 5_000, interval: 20 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', hear);
    }
  });
});
