import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Json = Record<string, unknown>;

/**
 * The API document, generated from the calls of the contract (register.ts gives each its
 * operationId, tag, security and error answers), served at /openapi.json with a UI at /docs.
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Delivery API',
        version: '0.1.0',
        description:
          'Every call answers `error_type` (0 = success) and a pt-BR `message`; a business refusal is HTTP 200 with a non-zero `error_type`. The tenant is the profile the Host header resolves to. Bodies are JSON or `application/x-www-form-urlencoded` with the same fields (numbers and flags as text).',
      },
      // Relative: each tenant is served on its own host names, which pick the profile.
      servers: [{ url: '/', description: "The tenant's own host" }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: "The session token of a sign-in; the product's apps send it as `token` in the body instead.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withFormBodies(withoutUnusedSchemas(jsonSchemaTransformObject(document) as Json)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * Every shared schema is generated twice (as sent and as answered); only those the document
 * refers to are kept, so a client generator makes no dead types.
 */
function withoutUnusedSchemas(document: Json): Json {
  const components = document.components as { schemas?: Record<string, unknown> } | undefined;
  const schemas = components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = child.replace('#/components/schemas/', '');
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
}

/** Every body may come form-urlencoded too (docs/architecture.md section 3): the same schema, said once more. */
function withFormBodies(document: Json): Json {
  for (const operations of Object.values(document.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(operations)) {
      const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
      if (content?.['application/json']) content['application/x-www-form-urlencoded'] = content['application/json'];
    }
  }
  return document;
}
