import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];

/**
 * zod-to-OpenAPI for every route, and for a multipart route its form (route-schema.ts's
 * multipartForm) as the requestBody: swagger writes a body under each of the route's `consumes`.
 */
function withMultipartForms(document: RouteDocument) {
  const { multipartForm, ...schema } = (document.schema ?? {}) as NonNullable<
    RouteDocument['schema']
  > & { multipartForm?: unknown };
  return jsonSchemaTransform(
    multipartForm ? { ...document, schema: { ...schema, body: multipartForm } } : document,
  );
}

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tika API',
        description:
          'Child vaccination reminders, growth and medical records, and mealtime stories.',
        version: '1.0.0',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: withMultipartForms,
    transformObject: jsonSchemaTransformObject,
  });
  // Swagger UI loads only scripts of its own (no inline ones), so the docs run under the app's
  // own policy (plugins/security.ts) rather than the plugin's laxer one (base-uri and
  // frame-ancestors 'self', https: styles).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
});
