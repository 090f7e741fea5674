import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage';

/** Files under DATA_DIR/files/<key>. Keys are server-made, but are still checked to stay inside. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes('..'))
      throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    // Write beside, then rename: a crash never leaves half a file under the real name.
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await this.write(file, temp, data);
    } catch (err) {
      // A delete may just have removed the parent's emptied folder: make it again, once.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await this.write(file, temp, data);
    }
  }

  private async write(file: string, temp: string, data: Buffer): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathFor(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** The parent's folder goes with their last file, so a deleted account leaves no trace. */
  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await fs.rm(file, { force: true });
    const folder = path.dirname(file);
    if (folder === this.root) return;
    // rmdir only removes an empty folder; one that still holds files stays.
    await fs.rmdir(folder).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST' && err.code !== 'ENOENT') throw err;
    });
  }
}
