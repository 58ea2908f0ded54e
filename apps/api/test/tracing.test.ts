import { createServer, type Server } from 'node:http';
import { profileCalls } from '@delivery/contract/calls/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from './helpers/app.ts';
import { createTenant } from './helpers/tenants.ts';

/** An OTLP/HTTP collector on loopback: keeps every JSON body it is sent. */
let collector: Server;
let endpoint: string;
const received: string[] = [];
beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => collector.close(resolve)));

type Attribute = { key: string; value: { stringValue?: string; intValue?: number | string } };
type Span = { traceId: string; name: string; attributes: Attribute[] };
const spansOf = (bodies: string[]): Span[] =>
  bodies.flatMap((body) =>
    (JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] }).resourceSpans.flatMap((r) =>
      r.scopeSpans.flatMap((s) => s.spans),
    ),
  );
const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('traces', () => {
  it('are sent to the configured collector: route, status and request id, no query value, the caller’s trace', async () => {
    const t = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    const tenant = await createTenant(t.database.db);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.app.inject({
      method: 'POST',
      url: `${profileCalls.getProfile.path}?token=segredo-do-cliente`,
      headers: {
        host: tenant.domain,
        'content-type': 'application/json',
        traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      },
      payload: JSON.stringify({ validate: 1, domain: tenant.domain }),
    });
    expect(res.statusCode).toBe(200);
    // Closing the app sends what is still batched.
    await t.close();

    const request = spansOf(received).find((span) => attribute(span, 'http.route') === profileCalls.getProfile.path);
    expect(request, JSON.stringify(received).slice(0, 500)).toBeDefined();
    expect(attribute(request!, 'request.id')).toBe(res.headers['x-request-id']);
    expect(attribute(request!, 'http.response.status_code')).toEqual(expect.anything());
    expect(request!.traceId).toBe(traceId);
    expect(received.join('')).not.toContain('segredo-do-cliente');
  });

  it('are not made without a collector configured', async () => {
    const before = received.length;
    // The exporter's own default would find this collector: nothing may reach it all the same.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    const t = await createTestApp();
    const tenant = await createTenant(t.database.db);
    await post(t.app, tenant.domain, profileCalls.getProfile.path, { validate: 1, domain: tenant.domain });
    await t.close();
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    expect(received.length).toBe(before);
  });
});
