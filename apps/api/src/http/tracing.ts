import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { redactedUrl } from './request-log.ts';

/**
 * OpenTelemetry traces of every request (its route, method, status, hooks and handler), exported
 * over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set; nothing is loaded or recorded otherwise.
 * Each app has its own tracer provider, not the process's global one, so tests may run several.
 * A span names the route pattern and carries the request id, the same as the logs; its path is
 * written as the logs write it, without the values of its query or a webhook's secret.
 */
export async function registerTracing(app: FastifyInstance, config: Config): Promise<void> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return;
  // Loaded only when traces are wanted: a process without a collector starts without the SDK.
  const [{ FastifyOtelInstrumentation }, { propagation }, { W3CTraceContextPropagator }, { OTLPTraceExporter }] =
    await Promise.all([
      import('@fastify/otel'),
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const [{ resourceFromAttributes }, { BatchSpanProcessor, TracerProvider }] = await Promise.all([
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: new URL('v1/traces', `${endpoint.replace(/\/$/, '')}/`).href }),
      }),
    ],
  });
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => {
      span.setAttributes({ 'url.path': redactedUrl(request.url), 'request.id': request.id });
    },
  });
  instrumentation.setTracerProvider(provider);
  // A request that comes with a W3C traceparent (from a balancer or a caller) continues its trace.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  await app.register(instrumentation.plugin());
  // Spans still in the batch are sent before the process ends.
  app.addHook('onClose', () => provider.shutdown());
}
