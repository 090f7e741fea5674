import type { FastifyInstance, FastifyRequest, LogLevel } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { errorResponseSchema } from '@tika/contract';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import { safeEqual, sha256 } from '../lib/crypto';
import { registerDatabaseGauges } from './database-metrics';

export const METRICS_PATH = '/api/metrics';

let nodeRegistry: Registry | null = null;

/**
 * Node's own metrics (CPU, memory, event loop lag, GC pauses), named tika_process_… and
 * tika_nodejs_…. They describe the process, not one app, and prom-client's collectors start
 * observers that are never stopped: made once per process and shown by every app in it.
 */
function nodeMetrics(): Registry {
  if (!nodeRegistry) {
    nodeRegistry = new Registry();
    collectDefaultMetrics({ register: nodeRegistry, prefix: 'tika_' });
  }
  return nodeRegistry;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Request durations by method, route and status. The route is the pattern it matched
 * (/api/calendar/:feed), never the URL: ids and tokens would make a series per request (and
 * leak capabilities into the metrics). Whatever matched no route counts as "unmatched".
 */
function observeHttpRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'tika_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by route pattern.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: KNOWN_METHODS.has(request.method) ? request.method : 'other',
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** PostgreSQL's connection pool in this process; PGlite has none, so nothing is reported. */
function observePool(database: DatabaseHandle, registry: Registry) {
  const stats = database.poolStats;
  if (!stats) return;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge('tika_db_pool_connections', 'Open connections, busy or idle.', () => stats().total);
  poolGauge('tika_db_pool_idle_connections', 'Open connections not in use.', () => stats().idle);
  poolGauge(
    'tika_db_pool_waiting_queries',
    'Queries waiting for a free connection: every connection is busy and the pool is full.',
    () => stats().waiting,
  );
  poolGauge(
    'tika_db_pool_max_connections',
    'The most connections the pool opens (DATABASE_POOL_SIZE).',
    () => stats().max,
  );
}

const LOG_LEVELS: readonly LogLevel[] = [
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'silent',
];
/** The app's log level, or warn if that says more: never louder than LOG_LEVEL. */
function atLeastWarn(appLevel: string): LogLevel {
  const index = LOG_LEVELS.indexOf(appLevel as LogLevel);
  return index > LOG_LEVELS.indexOf('warn') ? LOG_LEVELS[index]! : 'warn';
}

/** Compared as digests: equal lengths always, so the time taken says nothing of the token. */
function bearerMatches(request: FastifyRequest, expectedDigest: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
  return safeEqual(sha256(given), expectedDigest);
}

/**
 * Prometheus metrics at /api/metrics when METRICS_TOKEN is set: HTTP latency, the database pool,
 * and the reminder queue, OTP and payment numbers (database-metrics.ts). Unset, nothing is
 * measured and the route does not exist (404). Each app has a registry of its own, so apps built
 * side by side (tests) never share or collide on a metric.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token?: string }) => {
  if (!opts.token) return;
  const tokenDigest = sha256(opts.token);
  const registry = new Registry();
  observeHttpRequests(app, registry);
  observePool(app.deps.database, registry);
  registerDatabaseGauges(registry, {
    db: app.deps.database.db,
    clock: app.deps.clock,
    log: app.log,
  });
  const scraped = Registry.merge([nodeMetrics(), registry]);

  app.get(
    METRICS_PATH,
    {
      // A scrape every 15 s would fill the log; a refused one still says so (below).
      logLevel: atLeastWarn(app.log.level),
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (text format); only with METRICS_TOKEN set',
        description:
          'Send `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the route does not exist (404). See docs/operations.md, "Metrics".',
        response: {
          200: {
            description: 'Metrics in the Prometheus text format 0.0.4',
            content: { 'text/plain': { schema: z.string() } },
          },
          401: errorResponseSchema,
        },
      },
      onRequest: async (request) => {
        if (bearerMatches(request, tokenDigest)) return;
        request.log.warn('metrics: refused a scrape without the right token');
        throw new AppError(401, 'unauthenticated', 'A valid metrics token is required', {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      },
    },
    async (_request, reply) => {
      const body = await scraped.metrics();
      return reply.type(scraped.contentType).header('cache-control', 'no-store').send(body);
    },
  );
});
