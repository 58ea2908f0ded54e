// The deployment files against the Kubernetes API's schemas (kubernetes-models) and against the
// API itself: the variables they set are ones it reads, with values it accepts; the probes, ports
// and shutdown times agree with what apps/api/src/server.ts does. No cluster or Docker needed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { configNames, loadConfig } from '../apps/api/src/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const k8s = path.join(import.meta.dirname, 'k8s');
const models = {
  ConfigMap,
  Secret,
  Service,
  Deployment,
  HorizontalPodAutoscaler,
  Job,
  Ingress,
  PodDisruptionBudget,
} as const;
type Kind = keyof typeof models;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are read as YAML, any shape
type Manifest = { kind: Kind; metadata: { name: string; annotations?: Record<string, string> }; [field: string]: any };

const manifests: Manifest[] = readdirSync(k8s)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(readFileSync(path.join(k8s, file), 'utf8')).map((d) => d.toJS() as Manifest));
const one = (kind: Kind, name?: string) => {
  const found = manifests.filter((m) => m.kind === kind && (!name || m.metadata.name === name));
  expect(found, `${kind} ${name ?? ''}`).toHaveLength(1);
  return found[0]!;
};
const deployment = () => one('Deployment');
const container = () => deployment().spec.template.spec.containers[0];

describe('Kubernetes manifests', () => {
  it('are each valid against the Kubernetes API schema of their kind', () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'Job',
        'PodDisruptionBudget',
        'Secret',
        'Secret',
        'Secret',
        'Secret',
        'Service',
      ].sort(),
    );
    for (const manifest of manifests) {
      const Model = models[manifest.kind];
      expect(() => new Model(manifest as never).validate(), `${manifest.kind} ${manifest.metadata.name}`).not.toThrow();
    }
  });

  it('set only variables the API reads, and the ConfigMap with values it accepts', () => {
    const config = one('ConfigMap').data as Record<string, string>;
    const secrets = manifests.filter((m) => m.kind === 'Secret').flatMap((s) => Object.keys(s.stringData));
    const literal = container().env.map((e: { name: string }) => e.name);
    for (const name of [...Object.keys(config), ...secrets, ...literal]) expect(configNames).toContain(name);
    // The Secrets' placeholders are meant to fail; the ConfigMap's values are real ones.
    const env = Object.fromEntries(container().env.map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(() => loadConfig({ ...config, ...env })).not.toThrow();
    // Every Secret and the ConfigMap the pods name exist.
    const named = container().envFrom.map((from: Record<string, { name: string }>) =>
      [from.configMapRef?.name, from.secretRef?.name].find(Boolean),
    );
    const defined = manifests.filter((m) => m.kind === 'Secret' || m.kind === 'ConfigMap').map((m) => m.metadata.name);
    expect(named.sort()).toEqual(defined.sort());
  });

  it('probe readiness on /ready and liveness on /health at the port the API listens on', () => {
    const port = container().ports[0];
    expect(Number(container().env.find((e: { name: string }) => e.name === 'PORT').value)).toBe(port.containerPort);
    expect(container().readinessProbe.httpGet).toEqual({ path: '/ready', port: port.name });
    expect(container().livenessProbe.httpGet).toEqual({ path: '/health', port: port.name });
  });

  it('give a stopping pod more time than the API takes to drain and close', () => {
    const config = loadConfig(one('ConfigMap').data);
    expect(config.SHUTDOWN_DRAIN_MS).toBeGreaterThan(0);
    expect(config.SHUTDOWN_DRAIN_MS).toBeLessThan(config.SHUTDOWN_TIMEOUT_MS);
    expect(deployment().spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      config.SHUTDOWN_TIMEOUT_MS,
    );
  });

  it('point the Service, budget, autoscaler and Ingress at the Deployment and its port', () => {
    const labels = deployment().spec.template.metadata.labels;
    expect(one('Service').spec.selector).toEqual(labels);
    expect(one('Service').spec.ports[0].targetPort).toBe(container().ports[0].name);
    expect(one('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    expect(one('PodDisruptionBudget').spec.minAvailable).toBeLessThan(one('HorizontalPodAutoscaler').spec.minReplicas);
    expect(one('HorizontalPodAutoscaler').spec.scaleTargetRef.name).toBe(deployment().metadata.name);
    const backend = one('Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(backend).toEqual({ name: one('Service').metadata.name, port: { name: one('Service').spec.ports[0].name } });
    const annotations = one('Ingress').metadata.annotations ?? {};
    expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(600);
  });

  it('migrate with the bundle the image carries, in the image the pods run', () => {
    const job = one('Job').spec.template.spec.containers[0];
    expect(job.image).toBe(container().image);
    expect(job.command).toEqual(['node', 'apps/api/dist/db/migrate-cli.js']);
    expect(existsSync(path.join(root, 'apps/api/src/db/migrate-cli.ts'))).toBe(true);
  });
});

describe('compose.yaml and the image', () => {
  const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true });
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

  it('runs three replicas after the one-shot migration, behind the balancer, on named volumes', () => {
    const { api, migrate, balancer } = compose.services;
    expect(api.deploy.replicas).toBe(3);
    expect(api.depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(migrate.command).toEqual(['node', 'apps/api/dist/db/migrate-cli.js']);
    expect(balancer.depends_on).toContain('api');
    const used = Object.values(compose.services).flatMap((s) =>
      ((s as { volumes?: string[] }).volumes ?? []).map((v) => v.split(':')[0]!).filter((v) => !v.startsWith('.')),
    );
    expect(Object.keys(compose.volumes).sort()).toEqual([...new Set(used)].sort());
  });

  it('gives the replicas only variables the API reads, with values it accepts', () => {
    const env = compose.services.api.environment as Record<string, string>;
    for (const name of Object.keys(env)) expect(configNames).toContain(name);
    // ${VAR:?...} is compose's to fill in: a value of the right form stands in for it here.
    const filled = Object.fromEntries(
      Object.entries(env).map(([name, value]) => [name, value.replace(/\$\{[^}]+\}/g, 'x'.repeat(32))]),
    );
    const config = loadConfig(filled);
    const grace = Number(/^(\d+)s$/.exec(compose.services.api.stop_grace_period)?.[1]);
    expect(grace * 1000).toBeGreaterThan(config.SHUTDOWN_TIMEOUT_MS);
  });

  it('puts Caddy in front of the balancer, with the platform variables the API reads', () => {
    const caddy = parse(readFileSync(path.join(import.meta.dirname, 'caddy/compose.caddy.yaml'), 'utf8'));
    const env = caddy.services.api.environment as Record<string, string>;
    expect(Object.keys(env).sort()).toEqual(['PLATFORM_DOMAIN', 'PLATFORM_HOST']);
    const filled = { PLATFORM_HOST: 'console.entrega.com.br', PLATFORM_DOMAIN: 'entrega.com.br' };
    expect(loadConfig(filled)).toMatchObject(filled);
    const port = /^\s*bind :(\d+)/m.exec(readFileSync(path.join(import.meta.dirname, 'haproxy.cfg'), 'utf8'))?.[1];
    expect(caddy.services.caddy.environment.API_UPSTREAM).toBe(`balancer:${port}`);
    expect(caddy.services.caddy.depends_on).toEqual(['balancer']);
  });

  it('balances on /ready with timeouts long enough for status streams', () => {
    const haproxy = readFileSync(path.join(import.meta.dirname, 'haproxy.cfg'), 'utf8');
    expect(haproxy).toMatch(/http-check send meth GET uri \/ready /);
    expect(haproxy).toMatch(/timeout server 1h/);
    expect(haproxy).toMatch(/server-template api 3 api:3000 check/);
  });

  it("deploys PostgreSQL 18, the newest supported, mounted where its image keeps the major's folder", () => {
    expect(compose.services.postgres.image).toBe('postgres:18');
    expect(compose.services.postgres.volumes).toEqual(['pgdata18:/var/lib/postgresql']);
  });

  it("builds every stage on .nvmrc's Node major, pinned by digest", () => {
    const major = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
    expect(image).toMatch(new RegExp(`^node:${major}-slim@sha256:[0-9a-f]{64}$`));
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases).toEqual(['${NODE_IMAGE}', 'manifests', 'manifests', '${NODE_IMAGE}']);
  });

  it('builds an image that runs the bundle as a non-root user with a health check on /health', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/api\/dist\/server\.js"\]$/m);
    // The migrations the bundle reads from its build-time path are in the runtime image.
    expect(dockerfile).toContain('COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations');
  });
});
