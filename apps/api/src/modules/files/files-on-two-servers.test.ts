import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { TAKE_ALONG_PATHS } from '@tika/contract';
import { testDatabaseKind } from '../../test/database';
import {
  newServerData,
  type ServerData,
  type ServerProcess,
  signedInParentWithChild,
  startServer,
  storedFiles,
} from '../../test/fault/server-process';
import { multipart, pdfOfSize } from '../../test/multipart';
import { useS3rver } from '../../test/s3rver';

/**
 * Two API servers as operators run them (docs/operations.md, "Files on many instances"): one
 * PostgreSQL, one bucket, each server with a DATA_DIR of its own. A file uploaded through one
 * opens through the other, and is in the other's data export.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('files on two servers with STORAGE=s3', () => {
  const s3 = useS3rver();
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function twoServers(): Promise<Array<{ server: ServerProcess; data: ServerData }>> {
    const first = await newServerData();
    // The second server shares the database, not the folder.
    const second = {
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'tika-second-')),
      databaseUrl: first.databaseUrl,
    };
    folders.push(first.dataDir, second.dataDir);
    return Promise.all(
      [first, second].map(async (data) => {
        const server = await startServer(data, { ...s3.env(), LOG_LEVEL: 'info' });
        servers.push(server);
        return { server, data };
      }),
    );
  }

  it('opens on B, byte for byte, a record uploaded on A, and B exports it', async () => {
    const [a, b] = await twoServers();
    for (const { server } of [a!, b!])
      expect(server.output()).toMatch(/storage: s3 \(bucket tika-files at 127\.0\.0\.1:\d+/);

    const { headers, childId } = await signedInParentWithChild(a!.server);
    // Larger than one read of a socket, so the download on B really is a stream of chunks.
    const report = pdfOfSize(300_000);
    const body = multipart(
      { child_id: childId, purpose: 'Fever', note: 'seen on Monday' },
      { field: 'record', name: 'report.pdf', type: 'application/pdf', data: report },
    );
    const created = await fetch(`${a!.server.url}/api/vaccinetracker/dashboard/medicalrecords/`, {
      method: 'POST',
      headers: { ...headers, ...body.headers },
      body: body.payload,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { record } = (await created.json()) as { record: { id: string; record_url: string } };

    // A's link, B's server: the link's key and the session are in the shared database.
    const opened = await fetch(`${b!.server.url}${record.record_url}`, { headers });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-length')).toBe(String(report.length));
    expect(Buffer.from(await opened.arrayBuffer()).equals(report)).toBe(true);
    // Neither server kept the file on its own disk.
    expect([storedFiles(a!.data), storedFiles(b!.data)]).toEqual([[], []]);

    const exported = await fetch(`${b!.server.url}${TAKE_ALONG_PATHS.dataExport}`, { headers });
    expect(exported.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await exported.arrayBuffer()));
    const data = JSON.parse(await zip.file('data.json')!.async('string')) as {
      children: Array<{
        medical_records: Array<{ id: string; file: { path: string | null; missing?: true } }>;
      }>;
    };
    const entry = data.children[0]!.medical_records.find((r) => r.id === record.id)!;
    expect(entry.file.missing).toBeUndefined();
    expect((await zip.file(entry.file.path!)!.async('nodebuffer')).equals(report)).toBe(true);
  });
});
