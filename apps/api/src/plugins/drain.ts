import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface DrainOptions {
  /** How long close() waits for handlers still running before it gives up on them. */
  timeoutMs?: number;
}

/**
 * app.close() returns only once every request already being handled is done with, so the
 * caller can close the database pool after it (server.ts). Fastify's own close stops taking
 * connections and waits for open ones, but a client that hangs up mid-request takes its
 * connection with it while the handler carries on and queries the database: without this,
 * the pool was ended under it ("Cannot use a pool after calling end on the pool").
 *
 * A request counts from onRequest until its reply is handed over (onSend) or finished
 * (onResponse), whichever comes first: after that it no longer touches the database. Answers
 * given while closing say `Connection: close`, so no kept-alive connection delays the close.
 */
export const drainPlugin = fp(async (app: FastifyInstance, opts: DrainOptions) => {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const inFlight = new Set<FastifyRequest>();
  let closing = false;
  let onIdle: (() => void) | null = null;

  const settle = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) onIdle?.();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // A keep-alive connection would otherwise sit idle after this answer and hold close() up
    // for the whole keep-alive timeout (72 s): the client is told to go elsewhere next time.
    if (closing) reply.header('connection', 'close');
    settle(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });

  // Fastify answers requests that arrive from here on with 503, then stops the listener.
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onClose', async () => {
    if (inFlight.size === 0) return;
    const waiting = inFlight.size;
    const drained = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    if (!drained)
      app.log.warn(
        { waiting, stillRunning: inFlight.size },
        `closing with requests still running after ${timeoutMs} ms`,
      );
  });
});
