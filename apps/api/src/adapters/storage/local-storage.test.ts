import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { storeBytes } from '../../test/multipart';
import { LocalFileStorage } from './local-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-local-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// Array.fromAsync is Node 22's.
async function listAll(storage: LocalFileStorage, cutoff: Date): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.listWrittenBefore(cutoff)) keys.push(...page);
  return keys;
}

describe('local file storage', () => {
  const storage = new LocalFileStorage(root);

  it('opens a file as a stream with its size, and answers null for a missing one', async () => {
    await storeBytes(storage, 'parent-1/a.pdf', Buffer.from('%PDF-1.4 streamed'));
    const file = await storage.getStream('parent-1/a.pdf');
    expect(file?.size).toBe(17);
    expect(await text(file!.stream)).toBe('%PDF-1.4 streamed');
    expect(await storage.getStream('parent-1/none.pdf')).toBeNull();
    await expect(storage.getStream('../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });

  it('lists the files written before a moment, half-written ones too, never younger ones', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const old = ['parent-2/b.pdf', 'parent-2/c.png', 'parent-3/d.jpg.99.tmp'];
    for (const key of [...old, 'parent-2/young.pdf']) {
      fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
      fs.writeFileSync(path.join(root, key), 'x');
    }
    const twoHoursAgo = new Date(hourAgo.getTime() - 60 * 60 * 1000);
    for (const key of old) fs.utimesSync(path.join(root, key), twoHoursAgo, twoHoursAgo);

    expect((await listAll(storage, hourAgo)).sort()).toEqual(old.sort());
    // A server that has never stored a file has no folder yet.
    expect(await listAll(new LocalFileStorage(path.join(root, 'none')), hourAgo)).toEqual([]);
  });
});
