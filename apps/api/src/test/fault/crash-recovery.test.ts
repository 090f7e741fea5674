import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { medicalRecords, paymentOrders, storyEntitlements } from '../../db/schema';
import { ORPHAN_MIN_AGE_MS } from '../../modules/files/orphan-sweep';
import { type FakeRazorpay, startFakeRazorpay } from '../fake-razorpay';
import { multipart, pdfOfSize } from '../multipart';
import {
  newServerData,
  openServerData,
  type ServerData,
  type ServerProcess,
  signedInParentWithChild,
  startServer,
  storedFiles,
} from './server-process';

/**
 * The real server in a process of its own, killed with SIGKILL at the worst moments and
 * started again on the same data: no row without its file, no file without its row, one
 * grant per paid order. Both scenarios run side by side (each waits out a stale PGlite lock).
 */
const RECORDS = '/api/vaccinetracker/dashboard/medicalrecords/';
const PAYMENTS = '/api/features/meal-stories/payments/';
const servers: ServerProcess[] = [];
const datas: ServerData[] = [];
afterAll(async () => {
  for (const server of servers) await server.crash();
  for (const data of datas) fs.rmSync(data.dataDir, { recursive: true, force: true });
});

async function start(data: ServerData, env: Record<string, string> = {}) {
  const server = await startServer(data, env);
  servers.push(server);
  return server;
}

async function newData() {
  const data = await newServerData();
  datas.push(data);
  return data;
}

describe.concurrent('a server killed mid-request and started again', () => {
  it(
    'leaves no orphaned rows or files after a kill during one upload and between another’s file and its row',
    { timeout: 90_000 },
    async () => {
      const data = await newData();
      // Armed: every upload that gets as far as writing its file stops right there.
      const first = await start(data, { TIKA_FAULT_POINT: 'record-file-stored' });
      const parent = await signedInParentWithChild(first);
      const form = multipart(
        { child_id: parent.childId, purpose: 'Blood test', note: 'Fasting' },
        {
          field: 'record',
          name: 'report.pdf',
          type: 'application/pdf',
          data: pdfOfSize(4 * 1024 * 1024),
        },
      );

      // One SIGKILL lands on two uploads: one mid-stream (half of its 4 MB body sent, the rest
      // never comes) and one stopped after its file is written, before its row: the one window
      // that can leave a file behind.
      const partial = http.request(`${first.url}${RECORDS}`, {
        method: 'POST',
        headers: {
          ...parent.headers,
          ...form.headers,
          'content-length': String(form.payload.length),
        },
      });
      const partialAnswer = new Promise<string>((resolve) => {
        partial.on('response', (res) => resolve(`answered ${res.statusCode}`));
        partial.on('error', () => resolve('no answer'));
      });
      partial.write(form.payload.subarray(0, 2 * 1024 * 1024));
      const stuck = fetch(`${first.url}${RECORDS}`, {
        method: 'POST',
        headers: { ...parent.headers, ...form.headers },
        body: form.payload,
      }).then(
        (res) => `answered ${res.status}`,
        () => 'no answer',
      );
      await first.waitForOutput('tika fault point reached: record-file-stored');
      await first.crash();
      expect([await partialAnswer, await stuck]).toEqual(['no answer', 'no answer']);
      const orphans = storedFiles(data);
      expect(orphans).toHaveLength(1);

      // Started again, later: the startup sweep removes the orphan (files younger than 15 minutes
      // might be uploads in progress, so the test makes it older, as the restart would find it).
      const later = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
      fs.utimesSync(path.join(data.dataDir, 'files', orphans[0]!), later, later);
      const second = await start(data);
      // The sweep runs just after the server starts listening.
      await vi.waitFor(() => expect(storedFiles(data)).toEqual([]), { timeout: 10_000 });
      const ok = await fetch(`${second.url}${RECORDS}`, {
        method: 'POST',
        headers: { ...parent.headers, ...form.headers },
        body: form.payload,
      });
      expect(ok.status).toBe(201);
      const list = await fetch(`${second.url}${RECORDS}?child_id=${parent.childId}`, {
        headers: parent.headers,
      });
      expect(((await list.json()) as { records: unknown[] }).records).toHaveLength(1);
      await second.stop();

      // Every row has its file of the recorded size, every file has its row, the quota counts what is stored.
      const database = await openServerData(data);
      try {
        const rows = await database.db.select().from(medicalRecords);
        const files = storedFiles(data);
        expect(rows.map((r) => r.fileKey).sort()).toEqual(files);
        for (const row of rows)
          expect(fs.statSync(path.join(data.dataDir, 'files', row.fileKey)).size).toBe(
            row.fileSize,
          );
        expect(rows.reduce((sum, r) => sum + r.fileSize, 0)).toBe(
          files.reduce(
            (sum, key) => sum + fs.statSync(path.join(data.dataDir, 'files', key)).size,
            0,
          ),
        );
      } finally {
        await database.close();
      }
    },
  );

  describe('payment confirmation', () => {
    let razorpay: FakeRazorpay;
    let proxy: Awaited<ReturnType<typeof holdingProxy>>;
    beforeAll(async () => {
      razorpay = await startFakeRazorpay();
      proxy = await holdingProxy(razorpay.base);
    });
    afterAll(async () => {
      await proxy.close();
      await razorpay.close();
    });

    it(
      'grants the plan exactly once when the server dies after Razorpay captured the payment',
      { timeout: 90_000 },
      async () => {
        const data = await newData();
        const env = { ...razorpay.env, RAZORPAY_API_BASE: proxy.base };
        const first = await start(data, env);
        const parent = await signedInParentWithChild(first);
        const order = (await (
          await fetch(`${first.url}${PAYMENTS}?plan=plan_7`, { headers: parent.headers })
        ).json()) as { order_id: string };
        // Authorized, not yet captured: the confirmation captures it, and dies while Razorpay answers.
        const checkout = razorpay.pay(order.order_id, { status: 'authorized' });
        const body = {
          order_id: checkout.order_id,
          payment_id: checkout.payment_id,
          signature: checkout.signature,
        };
        const confirm = (server: ServerProcess) =>
          fetch(`${server.url}${PAYMENTS}`, {
            method: 'POST',
            headers: { ...parent.headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });

        proxy.holdNextCapture();
        const dying = confirm(first).then(
          (res) => `answered ${res.status}`,
          () => 'no answer',
        );
        await proxy.captureHeld;
        await first.crash();
        expect(await dying).toBe('no answer');
        // Razorpay has the money; the server never recorded it.
        expect(razorpay.payments.get(checkout.payment_id)?.status).toBe('captured');

        const second = await start(data, env);
        // The page retries: the payment is captured now, so the plan is granted.
        const retried = await confirm(second);
        expect(retried.status).toBe(200);
        // Razorpay's webhooks arrive too, one of them twice; a second confirmation is a replay.
        const captured = razorpay.payments.get(checkout.payment_id)!;
        for (const hook of [
          razorpay.webhook('payment.captured', captured),
          razorpay.webhook('order.paid', captured),
        ]) {
          for (let i = 0; i < 2; i++) {
            const res = await fetch(`${second.url}${PAYMENTS}webhook/`, {
              method: 'POST',
              headers: hook.headers,
              body: hook.body,
            });
            expect(res.status).toBe(200);
          }
        }
        expect((await confirm(second)).status).toBe(409);
        await second.stop();

        const database = await openServerData(data);
        try {
          const [row] = await database.db
            .select()
            .from(paymentOrders)
            .where(eq(paymentOrders.providerOrderId, order.order_id));
          expect(row).toMatchObject({ status: 'paid', paymentId: checkout.payment_id });
          const grants = await database.db
            .select()
            .from(storyEntitlements)
            .where(eq(storyEntitlements.orderId, row!.id));
          expect(grants).toHaveLength(1);
          expect(grants[0]).toMatchObject({ kind: 'paid', plan: 'plan_7', stories: 7 });
        } finally {
          await database.close();
        }
      },
    );
  });
});

/**
 * Passes requests to the fake Razorpay; when armed, forwards the next capture (so Razorpay
 * captures) but never returns the answer, so the server is caught inside the confirmation.
 */
async function holdingProxy(target: string) {
  let hold = false;
  let held: () => void = () => undefined;
  const proxy = {
    base: '',
    captureHeld: Promise.resolve(),
    holdNextCapture() {
      hold = true;
      proxy.captureHeld = new Promise<void>((resolve) => (held = resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const upstream = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          const capture = hold && (req.url ?? '').endsWith('/capture');
          if (capture) {
            hold = false;
            answer.resume();
            held();
            return; // no answer, ever
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
