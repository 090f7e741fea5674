import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainPlugin } from './drain';

/** A server with one route that holds its request until the test lets it go, as a slow query would. */
async function serverWithSlowRoute(options: { drain: boolean }) {
  const app = Fastify();
  if (options.drain) await app.register(drainPlugin, { timeoutMs: 5_000 });
  const events: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: (request: http.IncomingMessage) => void;
  const handlerEntered = new Promise<http.IncomingMessage>((resolve) => (entered = resolve));
  app.get('/slow', async (request) => {
    entered(request.raw);
    await released;
    // The work after the wait: a handler's second query, say.
    await sleep(20);
    events.push('handler finished');
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = () => app.close().then(() => void events.push('closed'));
  return { url: `${address}/slow`, events, release, handlerEntered, close };
}

describe('closing the server (plugins/drain.ts)', () => {
  it('lets a request in flight finish and answer before close() returns', async () => {
    const server = await serverWithSlowRoute({ drain: true });
    const response = fetch(server.url);
    await server.handlerEntered;
    const closing = server.close();
    await sleep(50);
    expect(server.events).toEqual([]);

    server.release();
    const res = await response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    expect(server.events).toEqual(['handler finished', 'closed']);
  });

  it('waits for the handler of a client that hung up, so the database can be closed after it', async () => {
    for (const drain of [true, false]) {
      const server = await serverWithSlowRoute({ drain });
      // node:http rather than fetch: undici keeps a spare connection open, which would hold close() up by itself.
      const request = http.get(server.url).on('error', () => undefined);
      const raw = await server.handlerEntered;
      const hungUp = new Promise((resolve) => raw.socket.on('close', resolve));
      request.destroy();
      await hungUp;

      const closing = server.close();
      await sleep(50);
      server.release();
      await closing;
      await sleep(50);
      // Without the drain, close() returned while the handler was still at work: what server.ts
      // saw as "Cannot use a pool after calling end on the pool" from a request cut off by the bench.
      expect(server.events, drain ? 'with the drain' : 'without it').toEqual(
        drain ? ['handler finished', 'closed'] : ['closed', 'handler finished'],
      );
    }
  });
});
