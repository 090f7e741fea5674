import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParentWithChild, type TestParent } from '../../test/factories';
import { multipart, pdfOfSize, SAMPLE_PDF } from '../../test/multipart';
import { INTERRUPTED_UPLOAD, MALFORMED_UPLOAD } from './multipart';
import { TOO_MANY_OF_YOUR_UPLOADS, TOO_MANY_UPLOADS } from './upload-slots';

const PATH = '/api/vaccinetracker/dashboard/medicalrecords/';
/** Over the size below which a form needs no upload slot (64 KB), and big enough to stall mid-way. */
const BIG_PDF = pdfOfSize(1024 * 1024);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An upload over a real connection, sent as far as `sentBytes` of its body; the rest on demand. */
function startUpload(port: number, parent: TestParent, payload: Buffer, headers: object) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: PATH,
    headers: { ...parent.headers, ...headers, 'content-length': String(payload.length) },
  });
  const answer = new Promise<Answer | 'no answer'>((resolve) => {
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', () => resolve('no answer'));
    });
    request.on('error', () => resolve('no answer'));
  });
  return {
    answer,
    send: (from: number, to: number) => request.write(payload.subarray(from, to)),
    finish: (from: number) => request.end(payload.subarray(from)),
    /** The client's connection closes without the rest of the body. */
    hangUp: () => request.socket?.end(),
    /** The client goes away at once (a closed tab, a lost network). */
    destroy: () => request.destroy(),
    headersOnly: () => request.flushHeaders(),
  };
}

describe('reading uploads', () => {
  const logs: string[] = [];
  const ctx = useTestApp({ logs, env: { UPLOAD_CONCURRENCY: '3' } });
  let port = 0;
  let parent: TestParent;
  let childId = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    ({ parent, childId } = await createParentWithChild(ctx, { dob: '2025-01-01' }));
  });
  afterAll(() => {
    // Whatever happened to them, no upload left a file behind in its scratch folder.
    expect(scratchFiles()).toEqual([]);
  });

  const scratchRoot = () => path.join(ctx.env.DATA_DIR, 'uploads-in-progress');
  const scratchFiles = () =>
    fs.existsSync(scratchRoot()) ? fs.readdirSync(scratchRoot(), { recursive: true }) : [];
  const form = (data = BIG_PDF) =>
    multipart(
      { child_id: childId, purpose: 'Fever', note: 'x' },
      { field: 'record', name: 'report.pdf', type: 'application/pdf', data },
    );
  /** Log lines at error level or above, or naming an unhandled error: none is expected. */
  const loudLines = () =>
    logs.filter((line) => JSON.parse(line).level >= 50 || line.includes('unhandled error'));
  const inject = (payload: Buffer | string, contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...parent.headers, 'content-type': contentType },
      payload,
    });

  describe('a body that is not well-formed multipart: 400 malformed_upload, never a 500', () => {
    it.each([
      [
        'another boundary than the header says',
        (body: Buffer) => body,
        'multipart/form-data; boundary=elsewhere',
      ],
      ['no boundary in the header', (body: Buffer) => body, 'multipart/form-data'],
      [
        'the closing boundary missing',
        (body: Buffer) => body.subarray(0, body.length - 200_000),
        undefined,
      ],
      ['bytes that are no form at all', () => Buffer.alloc(300_000, 'not a form '), undefined],
    ])('%s', async (_what, alter, contentType) => {
      const { payload, headers } = form();
      const res = await inject(alter(payload), contentType ?? headers['content-type']);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: MALFORMED_UPLOAD, code: 'malformed_upload' });
      expect(loudLines()).toEqual([]);
    });
  });

  it('takes one file at a time', async () => {
    const { payload, headers } = form(SAMPLE_PDF);
    const boundary = headers['content-type'].split('boundary=')[1]!;
    const secondFile = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="record"; filename="b.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n${SAMPLE_PDF.toString('latin1')}\r\n`,
      'latin1',
    );
    const closing = Buffer.from(`--${boundary}--\r\n`);
    const twoFiles = Buffer.concat([payload.subarray(0, -closing.length), secondFile, closing]);
    const res = await inject(twoFiles, headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please send one file at a time');
  });

  it('answers a multipart body cut short over a real connection with 400', async () => {
    const { payload, headers } = form();
    // The HTTP body is whole, the form inside it is not: its last part never ends.
    const cut = payload.subarray(0, payload.length - 100_000);
    const upload = startUpload(port, parent, cut, headers);
    upload.finish(0);
    const answer = await upload.answer;
    expect(answer).toMatchObject({ status: 400 });
    expect(JSON.parse((answer as Answer).body).code).toBe('malformed_upload');
    expect(loudLines()).toEqual([]);
  });

  it.each([
    // Node's parser sees the body end early: Fastify answers 400 itself, if anyone still listens.
    ['hangs up half-way through the body', 'hangUp', 400],
    ['destroys its connection mid-upload', 'destroy', null],
  ] as const)('logs quietly when the client %s', async (_what, how, status) => {
    const { payload, headers } = form();
    const logged = logs.length;
    const upload = startUpload(port, parent, payload, headers);
    upload.send(0, payload.length / 2);
    await vi.waitFor(() => expect(scratchFiles().length).toBeGreaterThan(1));
    upload[how]();
    const answer = await upload.answer;
    expect(answer === 'no answer' ? null : answer.status).toBe(status);
    await vi.waitFor(() => expect(scratchFiles()).toEqual([]));
    await vi.waitFor(() => expect(logs.slice(logged).join('\n')).toContain(INTERRUPTED_UPLOAD));
    expect(loudLines()).toEqual([]);
    // Its slot came back: the parent's next upload goes through.
    const again = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...parent.headers, ...headers },
      payload,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  describe('too many uploads at once: 429 too_many_uploads before the body is read', () => {
    it('holds a parent to 2 uploads at once, and this server to UPLOAD_CONCURRENCY (3 here)', async () => {
      const other = await createParentWithChild(ctx, { dob: '2025-01-01' });
      const { payload, headers } = form();
      const stalled = [parent, parent, other.parent].map((who) => {
        const upload = startUpload(port, who, payload, headers);
        upload.send(0, 64 * 1024);
        return upload;
      });
      try {
        await vi.waitFor(() => expect(fs.readdirSync(scratchRoot())).toHaveLength(3));
        // Headers only: the answer comes without a byte of the body sent.
        for (const [who, message] of [
          [parent, TOO_MANY_OF_YOUR_UPLOADS],
          [other.parent, TOO_MANY_UPLOADS],
        ] as const) {
          const refused = startUpload(port, who, payload, headers);
          refused.headersOnly();
          const answer = (await refused.answer) as Answer;
          expect(answer.status).toBe(429);
          expect(answer.headers['retry-after']).toBe('5');
          expect(JSON.parse(answer.body)).toEqual({ message, code: 'too_many_uploads' });
          refused.destroy();
        }
        // A form too small to carry a real file needs no slot, even for a parent at the cap.
        const smallForm = form(SAMPLE_PDF);
        const small = await ctx.app.inject({
          method: 'POST',
          url: PATH,
          headers: { ...parent.headers, ...smallForm.headers },
          payload: smallForm.payload,
        });
        expect(small.statusCode, small.body).toBe(201);
      } finally {
        for (const upload of stalled) upload.destroy();
      }
      await vi.waitFor(() => expect(scratchFiles()).toEqual([]));
      expect(loudLines()).toEqual([]);
    });
  });
});

describe('an upload that goes silent', () => {
  const logs: string[] = [];
  const ctx = useTestApp({
    logs,
    env: { UPLOAD_CONCURRENCY_PER_PARENT: '1', UPLOAD_IDLE_SECONDS: '3' },
  });

  it('is dropped after UPLOAD_IDLE_SECONDS, quietly, and its slot is free again', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2025-01-01' });
    const { payload, headers } = multipart(
      { child_id: childId, purpose: 'Fever', note: 'x' },
      { field: 'record', name: 'report.pdf', type: 'application/pdf', data: BIG_PDF },
    );
    const stalled = startUpload(port, parent, payload, headers);
    stalled.send(0, 64 * 1024);
    const scratch = path.join(ctx.env.DATA_DIR, 'uploads-in-progress');
    await vi.waitFor(() => expect(fs.readdirSync(scratch)).toHaveLength(1));
    // The parent's one slot is taken: while the upload stalls, another one is refused...
    const busy = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...parent.headers, ...headers },
      payload,
    });
    expect(busy.statusCode).toBe(429);
    // ...until three seconds of silence drop it.
    expect(await stalled.answer).toBe('no answer');
    await vi.waitFor(() => expect(logs.join('\n')).toContain(INTERRUPTED_UPLOAD));
    const again = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...parent.headers, ...headers },
      payload,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(logs.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});
