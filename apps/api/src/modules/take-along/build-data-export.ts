import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { dataExportFileName, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findUserById } from '../account/users-repository';
import { collectExport, type ExportFile } from './export-data';
import { exportReadme } from './export-readme';

/** Adds one entry and waits until the zip has taken it, so only one file is held in memory. */
function appendEntry(
  archive: ZipArchive,
  data: Buffer | string,
  options: { name: string; date: Date; store?: boolean },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
    };
    const onEntry = () => (cleanup(), resolve());
    const onError = (err: Error) => (cleanup(), reject(err));
    // The download was cancelled: stop reading files.
    const onClose = () => (cleanup(), reject(new Error('export stream closed')));
    archive.once('entry', onEntry);
    archive.once('error', onError);
    archive.once('close', onClose);
    archive.append(data, options);
  });
}

/**
 * Every record and file of the signed-in parent as a zip: data.json, README.txt and files/.
 * The rows are read before anything is sent (a database error is still a proper 500); the
 * files are then streamed one at a time from storage (up to the 200 MB quota).
 */
export async function buildDataExport(
  deps: AppDeps,
  userId: string,
): Promise<{ fileName: string; stream: Readable; done: Promise<void> }> {
  const { db } = deps.database;
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthenticated();
  const now = deps.clock.now();
  const today = todayIn(user.timeZone, now);
  const { data, files } = await collectExport(db, user, now);

  const archive = new ZipArchive({ zlib: { level: 6 } });
  const write = async () => {
    for (const file of files as ExportFile[]) {
      if (archive.destroyed) return;
      const content = await deps.storage.get(file.key);
      if (!content) {
        file.sha256 = null;
        continue;
      }
      file.sha256 = createHash('sha256').update(content).digest('hex');
      file.size = content.length;
      // Photos and PDFs are compressed already: stored as they are.
      await appendEntry(archive, content, { name: file.path, date: now, store: true });
    }
    const json = JSON.stringify(
      data,
      (key, value: unknown) => (key === 'file' && value ? toFileEntry(value as ExportFile) : value),
      2,
    );
    await appendEntry(archive, `${json}\n`, { name: 'data.json', date: now });
    await appendEntry(archive, exportReadme(today), { name: 'README.txt', date: now });
    await archive.finalize();
  };
  const done = write().catch((err: Error) => {
    if (!archive.destroyed) archive.destroy(err);
    throw err;
  });
  return { fileName: dataExportFileName(today), stream: archive, done };
}

/** How a file appears in data.json: its place in the zip, or that storage no longer had it. */
function toFileEntry(file: ExportFile) {
  return file.sha256
    ? { path: file.path, size: file.size, sha256: file.sha256 }
    : { path: null, missing: true };
}
