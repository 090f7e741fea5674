import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withScratchFolder } from './upload-scratch';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-scratch-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const root = path.join(dataDir, 'uploads-in-progress');

describe('an upload’s scratch folder', () => {
  it('removes what a crashed process left, once older than an hour, and keeps younger folders', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['crashed', 'in-progress']) {
      fs.mkdirSync(path.join(root, name), { recursive: true });
      fs.writeFileSync(path.join(root, name, 'received'), 'x');
    }
    fs.utimesSync(path.join(root, 'crashed'), twoHoursAgo, twoHoursAgo);
    await withScratchFolder(dataDir, async () => undefined);
    expect(fs.readdirSync(root)).toEqual(['in-progress']);
  });

  it('is removed with its files whatever happens', async () => {
    let used = '';
    await expect(
      withScratchFolder(dataDir, async (folder) => {
        used = folder;
        fs.writeFileSync(path.join(folder, 'received'), 'x');
        throw new Error('the upload failed');
      }),
    ).rejects.toThrow('the upload failed');
    expect(fs.existsSync(used)).toBe(false);
    expect(path.dirname(used)).toBe(root);
  });
});
