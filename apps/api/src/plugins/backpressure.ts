import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

export const SERVER_BUSY = 'Tika is busy right now. Please try again in a moment.';

/** Seconds a refused client should wait before it asks again. */
const RETRY_AFTER_SECONDS = '1';

/** At most one warning a minute while refusing: never a log line per refused request. */
const WARN_EVERY_MS = 60_000;

export interface BackpressureOptions {
  /** /api requests PGlite may have waiting at once (PGLITE_MAX_QUEUE); null: no limit (PostgreSQL). */
  maxQueue: number | null;
}

/**
 * Not counted: the SPA's files (no database), and health. Liveness never asks the database, and
 * readiness refused under a burst would have the load balancer take the only PGlite server out,
 * turning a busy minute into an outage; it has HEALTH_TIMEOUT_MS of its own.
 */
const isExempt = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/health/');

/**
 * Read from a connection, not made up in the process (app.inject): only those wait unread in a
 * socket, while a test's requests one after another may well share a turn of the event loop.
 */
const cameOverNetwork = (request: FastifyRequest) => request.raw.socket instanceof net.Socket;

/**
 * PGlite is one connection inside this process and runs each query synchronously: a request
 * read from a socket runs to its answer before the next socket is read. Under a burst the line
 * forms out of sight, in the sockets not yet read, and each turn of the event loop works through
 * every request waiting there (measured over HTTP with 200 clients: never 8 requests in flight
 * at once, yet each waited behind all the others, 200 times a dashboard read). A request's wait
 * grew with the number of clients, and nothing stopped the line from growing.
 *
 * So on PGlite, once `maxQueue` /api requests have been read in one turn, the others read in
 * that turn are refused at once with 503 `server_busy` and Retry-After: a refusal costs a
 * fraction of a millisecond, so a turn, and with it every wait, stays about `maxQueue` requests
 * long however many clients there are, and those refused come back. PostgreSQL has no such
 * limit: its pool queues requests, and DATABASE_CONNECT_TIMEOUT_MS bounds the wait for a connection.
 */
export const backpressurePlugin = fp(async (app: FastifyInstance, opts: BackpressureOptions) => {
  const { maxQueue } = opts;
  if (maxQueue === null) return;
  let takenThisTurn = 0;
  let turnEndPending = false;
  // The check phase follows the poll phase that read this turn's sockets: the turn is over.
  const endTurn = () => {
    takenThisTurn = 0;
    turnEndPending = false;
  };
  let refusedSinceWarning = 0;
  let warnedAt = -Infinity;

  const refuse = () => {
    refusedSinceWarning += 1;
    if (Date.now() - warnedAt >= WARN_EVERY_MS) {
      app.log.warn(
        { refused: refusedSinceWarning, maxQueue },
        'PGlite is busy: /api requests beyond PGLITE_MAX_QUEUE are refused with 503 server_busy',
      );
      warnedAt = Date.now();
      refusedSinceWarning = 0;
    }
    return new AppError(503, 'server_busy', SERVER_BUSY, { 'retry-after': RETRY_AFTER_SECONDS });
  };

  app.addHook('onRequest', (request, _reply, done) => {
    if (isExempt(request.url) || !cameOverNetwork(request)) return done();
    if (takenThisTurn >= maxQueue) return done(refuse());
    takenThisTurn += 1;
    if (!turnEndPending) {
      turnEndPending = true;
      setImmediate(endTurn);
    }
    done();
  });
});
