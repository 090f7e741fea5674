import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFileStream } from './storage';

/** Keys as the orphan sweep asks for them: enough for one database query each. */
const LIST_PAGE_SIZE = 500;

/** Files under DATA_DIR/files/<key>. Keys are server-made, but are still checked to stay inside. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    if (!isSafeKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async putFile(key: string, source: string): Promise<void> {
    const file = this.pathFor(key);
    try {
      await this.moveIn(source, file);
    } catch (err) {
      // A delete may just have removed the parent's emptied folder: make it again, once.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await this.moveIn(source, file);
    }
  }

  /**
   * A rename: on the same disk (the scratch folder is under DATA_DIR) it is instant and
   * atomic. From another disk the file is copied beside its place and renamed into it, so a
   * crash never leaves half a file under the real name.
   */
  private async moveIn(source: string, file: string): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.rename(source, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      const temp = `${file}.${process.pid}.tmp`;
      await fs.copyFile(source, temp);
      await fs.rename(temp, file);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathFor(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async getStream(key: string): Promise<StoredFileStream | null> {
    // Opened once: the size and the bytes are the same file's even if it is deleted meanwhile.
    const handle = await fs.open(this.pathFor(key), 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      // The stream closes the handle when it ends or is destroyed (a cancelled download).
      return { stream: handle.createReadStream(), size };
    } catch (err) {
      await handle.close();
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
      if (err.code !== 'ENOENT' && err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    });
  }

  /**
   * Every file of the folder is a candidate, half-written `*.tmp` ones included (a crash during
   * put leaves those). File times are the machine's, as is the sweep's clock.
   */
  async *listWrittenBefore(cutoff: Date): AsyncIterable<string[]> {
    let page: string[] = [];
    for (const key of await listFiles(this.root)) {
      if (!isSafeKey(key)) continue;
      const stat = await fs.stat(path.join(this.root, key)).catch(() => null);
      if (!stat || stat.mtimeMs >= cutoff.getTime()) continue;
      page.push(key);
      if (page.length === LIST_PAGE_SIZE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }
}

/** Names this storage makes and may delete: no `..`, nothing but path-safe characters. */
const isSafeKey = (key: string) => /^[a-zA-Z0-9/_.-]+$/.test(key) && !key.includes('..');

/** Every file under root, as keys ('/'-separated paths relative to it); none when root does not exist yet. */
async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
