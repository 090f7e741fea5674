import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/** Where the per-route counters live in Redis: `tika:rate-limit:<method><url>-<key>`. */
export const RATE_LIMIT_NAMESPACE = 'tika:rate-limit:';

/**
 * The client for REDIS_URL. Lazy: nothing connects until the server is ready, so the worker
 * and the sweep (which build the same deps) never open a connection. Without an offline
 * queue, a command while Redis is away fails at once instead of holding the request; a
 * connected Redis that stalls gets 500 ms per command. Either way the limit check fails open
 * (see rateLimitPlugin).
 */
export function createRedisClient(url: string, options: { keyPrefix?: string } = {}): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
    connectionName: 'tika-api',
    ...options,
  });
}

/**
 * Per-route limits (config.rateLimit on a route), counted in Redis when one is configured so
 * every server shares the count, in this process's memory otherwise. inject() shares one IP,
 * so there is no global limit. If Redis is unreachable the limits are skipped (fail-open) and
 * a warning says so: these limits slow scripts down, and a Redis blip must not lock parents
 * out. The limits that guard accounts (OTP sends and guesses, payment orders) are counted in
 * the database and do not depend on Redis.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redis: Redis | null }) => {
  const { redis } = opts;
  if (!redis) {
    await app.register(rateLimit, { global: false });
    return;
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: RATE_LIMIT_NAMESPACE,
    skipOnError: true,
  });

  // Said once per outage, not once per reconnect attempt; the URL (which may hold a password) never.
  let down = false;
  const onError = (err: Error) => {
    if (down) return;
    down = true;
    app.log.warn(
      { reason: err.message },
      'Redis is unreachable: rate limits are not enforced until it is back',
    );
  };
  const onReady = () => {
    if (down) app.log.info('Redis is back: rate limits are enforced again');
    down = false;
  };
  redis.on('error', onError);
  redis.on('ready', onReady);
  app.addHook('onReady', async () => {
    // The server starts even when Redis does not answer; the client keeps retrying.
    if (redis.status === 'wait') await redis.connect().catch(onError);
  });
  app.addHook('onClose', async () => {
    redis.off('error', onError);
    redis.off('ready', onReady);
  });
});
