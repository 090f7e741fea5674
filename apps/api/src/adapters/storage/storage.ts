import type { Readable } from 'node:stream';

/** A stored file opened for reading: sent on as it arrives, never held whole in memory. */
export interface StoredFileStream {
  stream: Readable;
  /** Bytes, for the Content-Length header; unknown when the store does not say. */
  size?: number;
}

/** Where uploaded files live: a local folder by default, an S3-compatible store when configured. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores the file at `source` (an upload's scratch file) under `key`, streamed, never read
   * whole into memory. The source may be moved rather than copied (local storage renames it):
   * afterwards the caller only removes whatever is left of it.
   */
  putFile(key: string, source: string, contentType: string): Promise<void>;
  /** The whole file, for uses that need its bytes (the data export hashes each file). */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, for downloads; null when there is no such file. */
  getStream(key: string): Promise<StoredFileStream | null>;
  delete(key: string): Promise<void>;
  /**
   * Keys of the files last written before `cutoff`, a page at a time: the orphan sweep's
   * candidates (modules/files/orphan-sweep.ts). Only keys this storage may delete are listed.
   */
  listWrittenBefore(cutoff: Date): AsyncIterable<string[]>;
}
