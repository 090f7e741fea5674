import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

/** What an X-Request-Id from a proxy may look like: an id, not a place to smuggle log lines. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Each request's id: the X-Request-Id a trusted proxy sent (so one request can be followed from
 * the proxy's log to ours), else a new UUID. Ids are unique across processes, not a counter
 * per process. Without TRUST_PROXY the header is anyone's, so it is not believed.
 */
export function requestIdGenerator(trustProxy: unknown) {
  return (req: RawRequestDefaultExpression): string => {
    const sent = req.headers['x-request-id'];
    return trustProxy !== false && typeof sent === 'string' && REQUEST_ID.test(sent)
      ? sent
      : randomUUID();
  };
}

/** Every response carries its request's id (X-Request-Id), as every log line of it does (reqId). */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
