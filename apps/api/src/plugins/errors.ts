import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { type ErrorResponse, wireField } from '@tika/contract';
import { AppError } from '../errors';
import { isDatabaseUnavailable } from '../lib/db-errors';

/** Status codes Fastify and its plugins raise themselves, mapped onto our error codes. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The first problem zod found, naming its input (instancePath '/record_date' → 'record_date'). */
function validationAnswer(err: FastifyError): ErrorResponse {
  const first = err.validation?.[0];
  const field = first && wireField(first.instancePath.split('/'));
  return {
    message: first?.message ?? 'The request is not valid',
    code: 'validation_failed',
    ...(field && { field }),
  };
}

/**
 * One global error handler (fastify/demo): AppError and framework 4xx pass their message
 * through, with the input at fault as `field` when there is one (a zod issue's path, or the
 * AppError's own); everything else is logged in full and answered with a generic 500, so internals
 * never reach a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorResponse;
    if (err instanceof AppError) {
      status = err.status;
      body = {
        message: err.message,
        code: err.code,
        ...(err.field && { field: err.field }),
        ...(err.wait && { retry_after_seconds: err.wait.seconds }),
        ...(err.wait?.reason && { reason: err.wait.reason }),
      };
      reply.headers(err.headers);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body = validationAnswer(err);
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      status = 500;
      body = { message: 'Something went wrong', code: 'internal_error' };
    } else if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'the database could not serve the request');
      const unavailable = AppError.databaseUnavailable();
      status = unavailable.status;
      body = { message: unavailable.message, code: unavailable.code };
      reply.headers(unavailable.headers);
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { message: err.message, code: CODE_BY_STATUS[status] ?? 'bad_request' };
    } else {
      request.log.error({ err }, 'unhandled error');
      status = 500;
      body = { message: 'Something went wrong', code: 'internal_error' };
    }
    if (status >= 400 && status < 500) request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).send(body);
  });
});
