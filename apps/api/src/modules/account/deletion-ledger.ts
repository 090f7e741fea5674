import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../env';
import { BucketDeletionLedger } from './deletion-ledger-bucket';
import { type DeletionEntry, entryBytes, entryName, parseEntry } from './deletion-entry';

/**
 * Where deletions are recorded, outside the database they were made in: restoring an older
 * dump brings back the rows of every account deleted since, and replaying the ledger
 * (replay-deletions.ts) deletes them again. Append-only: nothing here ever removes an entry.
 */
export interface DeletionLedger {
  /** For the start-up log and the replay's output: the folder, or the bucket and prefix. */
  readonly where: string;
  /** Resolves only once the entry is durable: the deletion goes ahead only after it. */
  append(entry: DeletionEntry): Promise<void>;
  entries(): AsyncIterable<DeletionEntry>;
}

/**
 * DELETION_LEDGER_DIR when set; else the bucket when STORAGE=s3, which every server shares as
 * it shares the files; else a folder beside the database (DATA_DIR/deletion-ledger).
 */
export function createDeletionLedger(env: Env): DeletionLedger {
  if (env.DELETION_LEDGER_DIR)
    return new FolderDeletionLedger(path.resolve(env.DELETION_LEDGER_DIR));
  if (env.STORAGE === 's3') return new BucketDeletionLedger(env);
  return new FolderDeletionLedger(path.join(env.DATA_DIR, 'deletion-ledger'));
}

class FolderDeletionLedger implements DeletionLedger {
  constructor(readonly where: string) {}

  /** Written beside, flushed to disk, then renamed: an entry is whole or absent, never half. */
  async append(entry: DeletionEntry): Promise<void> {
    await fs.mkdir(this.where, { recursive: true });
    const file = path.join(this.where, entryName(entry));
    const temp = `${file}.tmp`;
    const handle = await fs.open(temp, 'wx');
    try {
      await handle.writeFile(entryBytes(entry));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
    await syncFolder(this.where);
  }

  async *entries(): AsyncIterable<DeletionEntry> {
    const names = await fs.readdir(this.where).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const name of names.filter((n) => n.endsWith('.json')).sort())
      yield parseEntry(await fs.readFile(path.join(this.where, name), 'utf8'), name);
  }
}

/** The rename itself made durable; where a folder cannot be opened for that (Windows), skipped. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
}
