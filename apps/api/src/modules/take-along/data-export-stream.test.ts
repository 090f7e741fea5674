import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../adapters/storage';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { pdfOfSize } from '../../test/multipart';
import { addMedicalRecord, parentWithChild } from './test-helpers';

/** Counts reads, to see the export read files one by one and stop when the download stops. */
function countingStorage(inner: FileStorage) {
  const counter = { gets: 0 };
  const storage: FileStorage = {
    kind: inner.kind,
    putFile: (...a) => inner.putFile(...a),
    delete: (k) => inner.delete(k),
    get: (k) => (counter.gets++, inner.get(k)),
    getStream: (k) => inner.getStream(k),
    listWrittenBefore: (cutoff) => inner.listWrittenBefore(cutoff),
  };
  return { storage, counter };
}

describe('the data export over a real connection', () => {
  let counter = { gets: 0 };
  const ctx = useTestApp({
    deps: ({ env }) => {
      const counting = countingStorage(createFileStorage(env));
      counter = counting.counter;
      return { storage: counting.storage };
    },
  });

  async function listen() {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return (ctx.app.server.address() as AddressInfo).port;
  }

  it('streams, and stops reading files when the download is cancelled', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Tara',
      dob: '2026-03-01',
      gender: 'girl',
    });
    for (let i = 0; i < 12; i++)
      await addMedicalRecord(ctx, parent, childId, `Report ${i}`, {
        name: `r${i}.pdf`,
        type: 'application/pdf',
        data: pdfOfSize(4 * 1024 * 1024),
      });
    const port = await listen();

    counter.gets = 0;
    const firstBytes = await new Promise<Buffer>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/user/export/', headers: parent.headers },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('application/zip');
          res.once('data', (chunk: Buffer) => {
            req.destroy();
            resolve(chunk);
          });
        },
      );
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    });
    expect(firstBytes.subarray(0, 2).toString()).toBe('PK');
    await new Promise((r) => setTimeout(r, 500));
    // 48 MB were there to read; the export stopped after a few files.
    expect(counter.gets).toBeGreaterThan(0);
    expect(counter.gets).toBeLessThan(12);

    // The server is fine afterwards, and a full download still works.
    const other = await createParent(ctx);
    const res = await fetch(`http://127.0.0.1:${port}/api/user/export/`, {
      headers: other.headers,
    });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
