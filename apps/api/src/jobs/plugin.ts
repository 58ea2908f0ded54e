import type { FastifyInstance } from 'fastify';
import { JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The job queue of this process, started with the app and stopped when it closes: modules add
 * their workers while they register (`app.jobs.work`), and send with `app.jobs.send`.
 */
export async function registerJobQueue(app: FastifyInstance): Promise<void> {
  const jobs = new JobQueue(app.database, {
    pollMs: app.config.JOBS_POLL_MS,
    retryDelaySeconds: app.config.JOBS_RETRY_DELAY_SECONDS,
    stopTimeoutMs: app.config.JOBS_STOP_TIMEOUT_MS,
    log: app.log.child({ module: 'jobs' }),
  });
  await jobs.start();
  app.decorate('jobs', jobs);
  app.metrics.gauge('delivery_jobs_waiting', 'Jobs due or retrying, not yet taken, in every queue', () =>
    jobs.waiting(),
  );
  app.addHook('onClose', () => jobs.stop());
}
