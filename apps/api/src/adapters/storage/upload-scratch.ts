import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploads in progress live under DATA_DIR, on the same disk as DATA_DIR/files: local storage
 * then moves a checked file into place by renaming it, and a big upload never sits in a
 * /tmp that may be memory (tmpfs).
 */
const SCRATCH_FOLDER = 'uploads-in-progress';

/** Older than any upload in progress: what a crashed process left. */
const STALE_AFTER_MS = 60 * 60 * 1000;

const sweptRoots = new Set<string>();

/**
 * Runs `use` with a new folder of its own for one upload's files, and removes the folder with
 * everything in it when `use` ends, whatever happens. The first use in a process also removes
 * folders a crash left behind (a SIGKILL skips every finally).
 */
export async function withScratchFolder<T>(
  dataDir: string,
  use: (folder: string) => Promise<T>,
): Promise<T> {
  const root = path.resolve(dataDir, SCRATCH_FOLDER);
  if (!sweptRoots.has(root)) {
    sweptRoots.add(root);
    await removeStale(root);
  }
  const folder = path.join(root, randomUUID());
  await fs.mkdir(folder, { recursive: true });
  try {
    return await use(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

async function removeStale(root: string): Promise<void> {
  const entries = await fs.readdir(root).catch(() => []);
  const cutoff = Date.now() - STALE_AFTER_MS;
  for (const entry of entries) {
    const folder = path.join(root, entry);
    const stat = await fs.stat(folder).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) await fs.rm(folder, { recursive: true, force: true });
  }
}
