import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/database';
import {
  newServerData,
  type ServerData,
  type ServerProcess,
  signedInParentWithChild,
  startServer,
} from '../test/fault/server-process';
import { backpressurePlugin, SERVER_BUSY } from './backpressure';
import { errorsPlugin } from './errors';

/** An app with only this plugin, listening: each route answers at once. */
async function appWithLimit(maxQueue: number | null) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(backpressurePlugin, { maxQueue });
  app.get('/api/fast/', async () => ({ ok: true }));
  app.get('/api/health/live/', async () => ({ status: 'ok' }));
  app.get('/api/health/ready/', async () => ({ status: 'ok' }));
  app.get('/app.js', async () => 'static');
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

interface RawAnswer {
  status: number;
  retryAfter?: string;
  body: string;
}

/**
 * GET each path on a connection of its own, all written at once once the server has accepted
 * every connection: the server then reads them all in one turn of its event loop.
 */
async function burst(app: Awaited<ReturnType<typeof appWithLimit>>, paths: string[]) {
  const accepted = new Promise<void>((resolve) => {
    let count = 0;
    app.app.server.on('connection', () => ++count === paths.length && resolve());
  });
  const sockets = paths.map(() => net.connect(app.port, '127.0.0.1'));
  await accepted;
  sockets.forEach((socket, i) =>
    socket.write(`GET ${paths[i]} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
  );
  return Promise.all(sockets.map(answerOf));
}

/** The one response a socket gets before the server closes it. */
function answerOf(socket: net.Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        retryAfter: /^retry-after: (.*)$/im.exec(head)?.[1],
        body,
      });
    });
  });
}

describe('backpressure', () => {
  it('takes on at most the limit of /api requests read in one turn, and refuses the rest at once with 503 server_busy and Retry-After', async () => {
    const server = await appWithLimit(2);
    // Five requests, each answered at once: never two in flight, yet all five read in one turn.
    const exempt = ['/api/health/live/', '/api/health/ready/', '/app.js'];
    const answers = await burst(server, [...Array(5).fill('/api/fast/'), ...exempt]);

    const fast = answers.slice(0, 5);
    expect(fast.map((a) => a.status).sort()).toEqual([200, 200, 503, 503, 503]);
    for (const refused of fast.filter((a) => a.status === 503)) {
      expect(refused.retryAfter).toBe('1');
      expect(JSON.parse(refused.body)).toEqual({ message: SERVER_BUSY, code: 'server_busy' });
    }
    // Health and the SPA's files pass however busy it is.
    expect(answers.slice(5).map((a) => a.status)).toEqual([200, 200, 200]);

    // The next turn starts afresh.
    expect((await fetch(`http://127.0.0.1:${server.port}/api/fast/`)).status).toBe(200);
    await server.app.close();
  });

  it('leaves app.inject alone: a test’s requests one after another share a turn', async () => {
    const server = await appWithLimit(1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.app.inject('/api/fast/')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await server.app.close();
  });

  it('limits nothing without a limit (PostgreSQL: the pool queues)', async () => {
    const server = await appWithLimit(null);
    const answers = await burst(server, Array(5).fill('/api/fast/'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await server.app.close();
  });
});

/**
 * PGlite under 200 concurrent dashboard reads (docs/operations.md, "PGlite under load"); no request may wait 10 s, and what it
 * cannot take is refused at once with 503 and Retry-After. The server runs as `npm run dev`
 * does, in a process of its own; each of the 200 clients keeps one connection, as a browser
 * does (opened before the clock starts: Node serves the first request of a connection that
 * arrives while it is saturated late, a second or more, with or without this limit, even
 * without a database), and asks again as soon as it has an answer, refused or not: harder than
 * clients that honour Retry-After.
 *
 * The operations bar is 30 s, which CI runs (BACKPRESSURE_TEST_SECONDS=30); a local run takes
 * 10 s to keep the suite's time on a 2-core machine: the line is at its longest within the
 * first second. Measured here: 10 s, about 3,100 answered and 4,200 refused, the slowest answer
 * 0.7–1.5 s; 30 s, 8,257 answered and 12,384 refused, the slowest 1.1 s. Without the limit none
 * is refused and the slowest took 1.8–2 s: a dashboard read takes about 5 ms here, and without
 * the limit every request waits clients × that, with it about PGLITE_MAX_QUEUE × that.
 */
describe.skipIf(testDatabaseKind !== 'pglite')(
  'PGlite under 200 concurrent dashboard reads',
  () => {
    const CLIENTS = 200;
    const WINDOW_MS = Number(process.env.BACKPRESSURE_TEST_SECONDS ?? 10) * 1000;
    let data: ServerData;
    let server: ServerProcess;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    beforeAll(async () => {
      data = await newServerData();
      server = await startServer(data);
    });
    afterAll(async () => {
      agent.destroy();
      await server?.stop();
      if (data) fs.rmSync(data.dataDir, { recursive: true, force: true });
    });

    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<RawAnswer>((resolve, reject) => {
        http
          .get(`${server.url}${path}`, { agent, headers }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body }),
            );
          })
          .on('error', reject);
      });

    it(
      'answers every request within 10 s, refusing what it cannot take with 503 and Retry-After',
      { timeout: WINDOW_MS + 60_000 },
      async () => {
        const { headers, childId } = await signedInParentWithChild(server);
        const url = `/api/vaccinetracker/dashboard/?child_id=${childId}`;
        await Promise.all(Array.from({ length: CLIENTS }, () => get('/api/health/live/')));

        const answers: Array<RawAnswer & { ms: number }> = [];
        const end = performance.now() + WINDOW_MS;
        const client = async () => {
          while (performance.now() < end) {
            const started = performance.now();
            const answer = await get(url, headers);
            answers.push({ ...answer, ms: performance.now() - started });
          }
        };
        await Promise.all(Array.from({ length: CLIENTS }, client));

        const served = answers.filter((a) => a.status === 200);
        const refused = answers.filter((a) => a.status !== 200);
        const slowest = Math.max(...answers.map((a) => a.ms));
        const summary = `${served.length} served, ${refused.length} refused, slowest ${Math.round(slowest)} ms`;
        expect(served.length, summary).toBeGreaterThan(0);
        expect(refused.length, summary).toBeGreaterThan(0);
        expect(slowest, summary).toBeLessThan(10_000);
        for (const answer of refused) {
          expect(answer.status).toBe(503);
          expect(answer.retryAfter).toBe('1');
          expect(JSON.parse(answer.body).code).toBe('server_busy');
        }
      },
    );
  },
);
