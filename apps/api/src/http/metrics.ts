import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** What modules report; nothing is kept or measured when metrics are off (no METRICS_TOKEN). */
export type Metrics = {
  orderPlaced(): void;
  /** A value read when Prometheus scrapes (streams open, jobs waiting...). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
};

const off: Metrics = { orderPlaced: () => undefined, gauge: () => undefined };

/** Seconds: from a cached read (well under a millisecond) to a slow provider's call. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at /metrics for a scraper holding METRICS_TOKEN (a bearer token; without one
 * configured, the route is not there and nothing is measured). Each app has its own registry, so
 * tests may run several in one process. Labels are route patterns and status codes: no path with
 * an id, no token, nothing of a person.
 */
export async function registerMetrics(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) {
    app.decorate('metrics', off);
    return;
  }
  // Loaded only when a scraper is configured.
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by route pattern, method and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'delivery_orders_placed_total',
    help: 'Orders written by this process (a retry answered with its earlier order is not counted)',
    registers: [registry],
  });
  app.decorate('metrics', {
    orderPlaced: () => ordersPlaced.inc(),
    gauge: (name, help, read) => {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  } satisfies Metrics);
  if (app.database.poolUsage()) {
    const usage = () => app.database.poolUsage()!;
    app.metrics.gauge('delivery_db_pool_connections', 'Connections the database pool holds', () => usage().total);
    app.metrics.gauge('delivery_db_pool_idle', 'Connections of the pool not in use', () => usage().idle);
    app.metrics.gauge(
      'delivery_db_pool_waiting',
      'Queries waiting for a connection of the pool',
      () => usage().waiting,
    );
  }

  app.addHook('onResponse', (request, reply, done) => {
    // Pages of the apps and unknown paths share one label: their paths are not a bounded set.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, token)) return sendNotFound(reply);
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
