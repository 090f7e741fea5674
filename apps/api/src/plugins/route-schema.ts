import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@tika/contract';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;
type ErrorResponses<S extends ErrorStatus> = Record<S, typeof errorResponseSchema>;

/** The OpenAPI requirement of a route behind requireSession (the scheme is named in docs.ts). */
export const bearerSecurity = [{ bearer: [] }];

/** The statuses a route may fail with, each answered with the one error body (errors.ts). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorResponseSchema]),
  ) as ErrorResponses<S>;
}

/**
 * The schema builder of one module's routes: the module says its tag, the errors its routes may
 * answer with and whether they sit behind a session once; each route says its summary, its
 * inputs and its success responses (and any error of its own).
 */
export function moduleRouteSchemas<E extends ErrorStatus>(module: {
  tag: string;
  errors: readonly E[];
  session?: boolean;
}) {
  const shared = { tags: [module.tag], ...(module.session ? { security: bearerSecurity } : {}) };
  const errors = errorResponses(...module.errors);
  return <S extends FastifySchema & { response?: object }>(schema: S) => ({
    ...shared,
    ...schema,
    response: { ...schema.response, ...errors } as S['response'] & ErrorResponses<E>,
  });
}

/**
 * A multipart/form-data route's form, for the OpenAPI document only (docs.ts makes it the
 * requestBody): Fastify validates no body here, the handler reads the parts itself and checks
 * the fields with the same zod schema. The file travels in `file.name`.
 */
export function multipartForm(
  fields: z.ZodObject,
  file: { name: string; description: string; required: boolean },
) {
  const binary = z.file().meta({ description: file.description });
  return {
    consumes: ['multipart/form-data'],
    multipartForm: fields.extend({ [file.name]: file.required ? binary : binary.optional() }),
  };
}

/**
 * A response that is a file of this type (a PDF, a zip), documented as binary; the handler sends
 * a Buffer, a string or a stream as it is, never through the response serializer.
 */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});
