import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { claimPeriodicRun } from '../../db/periodic-jobs';
import { medicalRecords, vaccineEntries } from '../../db/schema';

/**
 * Long enough that no upload still in progress is mistaken for an orphan: an upload writes its
 * file and then its row within a request (seconds at most). An hour, not less, because an S3
 * object's age is measured on the store's clock, which may be some minutes off this server's.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** How often servers sweep: at start, then at this interval (server.ts). */
export const ORPHAN_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Uploads write the file first and the row after it, so a crash between the two (or a
 * half-written `*.tmp` from a crash during a local write) leaves a file nothing points at.
 * Such files older than ORPHAN_MIN_AGE_MS are removed, from the local folder or the bucket
 * alike (FileStorage.listWrittenBefore lists them a page at a time). Returns how many went.
 */
export async function sweepOrphanFiles(
  deps: AppDeps,
  now = new Date(),
  minAgeMs = ORPHAN_MIN_AGE_MS,
): Promise<{ removed: number }> {
  const { db } = deps.database;
  let removed = 0;
  for await (const keys of deps.storage.listWrittenBefore(new Date(now.getTime() - minAgeMs))) {
    // One page at a time, so a large store never makes one enormous query.
    const referenced = new Set([
      ...(
        await db
          .select({ key: medicalRecords.fileKey })
          .from(medicalRecords)
          .where(inArray(medicalRecords.fileKey, keys))
      ).map((r) => r.key),
      ...(
        await db
          .select({ key: vaccineEntries.fileKey })
          .from(vaccineEntries)
          .where(inArray(vaccineEntries.fileKey, keys))
      ).map((r) => r.key),
    ]);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      // One that cannot be deleted now is tried again at the next sweep.
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

/**
 * The sweep as servers run it. A local folder is each server's own, so each sweeps it; a
 * bucket is shared by every server, so one of them sweeps it per period (periodic_jobs), the
 * claim a little shorter than the period so a server's own next turn is never just missed.
 */
export async function sweepOrphanFilesInTurn(deps: AppDeps): Promise<{ removed: number }> {
  if (
    deps.storage.kind === 's3' &&
    !(await claimPeriodicRun(
      deps.database.db,
      'orphan-file-sweep',
      ORPHAN_SWEEP_EVERY_MS - 10 * 60 * 1000,
    ))
  )
    return { removed: 0 };
  return sweepOrphanFiles(deps);
}
