import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { medicalRecords, vaccineEntries } from '../../db/schema';

/**
 * Long enough that no upload still in progress is mistaken for an orphan: an upload writes its
 * file and then its row within a request (seconds at most).
 */
export const ORPHAN_MIN_AGE_MS = 15 * 60 * 1000;

/**
 * Uploads write the file first and the row after it, so a crash between the two (or a
 * half-written `*.tmp` from a crash during the write) leaves a file nothing points at. Such
 * files older than ORPHAN_MIN_AGE_MS are removed. Local storage only: the folder is this
 * server's own. Returns how many files went.
 */
// File times are the machine's, so ages are measured on the machine's clock, not deps.clock.
export async function sweepOrphanFiles(
  deps: AppDeps,
  now = new Date(),
  minAgeMs = ORPHAN_MIN_AGE_MS,
): Promise<{ removed: number }> {
  if (deps.storage.kind !== 'local') return { removed: 0 };
  const root = path.join(deps.env.DATA_DIR, 'files');
  const cutoff = now.getTime() - minAgeMs;
  const old: string[] = [];
  for (const file of await listFiles(root)) {
    const stat = await fs.stat(path.join(root, file)).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) old.push(file.split(path.sep).join('/'));
  }

  let removed = 0;
  const temps = old.filter((key) => key.endsWith('.tmp'));
  for (const temp of temps) {
    await fs.rm(path.join(root, temp), { force: true });
    // Like storage.delete: a folder emptied by this goes too (rmdir leaves a non-empty one).
    if (path.dirname(temp) !== '.')
      await fs.rmdir(path.join(root, path.dirname(temp))).catch(() => undefined);
    removed += 1;
  }
  const keys = old.filter((key) => !key.endsWith('.tmp'));
  const { db } = deps.database;
  // In slices, so a large folder never makes one enormous query.
  for (let i = 0; i < keys.length; i += 500) {
    const slice = keys.slice(i, i + 500);
    const referenced = new Set([
      ...(
        await db
          .select({ key: medicalRecords.fileKey })
          .from(medicalRecords)
          .where(inArray(medicalRecords.fileKey, slice))
      ).map((r) => r.key),
      ...(
        await db
          .select({ key: vaccineEntries.fileKey })
          .from(vaccineEntries)
          .where(inArray(vaccineEntries.fileKey, slice))
      ).map((r) => r.key),
    ]);
    for (const key of slice) {
      if (referenced.has(key)) continue;
      // A name storage would not have made (it refuses those) is left alone.
      if (
        await deps.storage.delete(key).then(
          () => true,
          () => false,
        )
      )
        removed += 1;
    }
  }
  return { removed };
}

/** Every file under root, as paths relative to it; none when root does not exist yet. */
async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
