import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage, StoredFileStream } from './storage';
import { isStorageKey } from './uploads';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 request (S3's own limit, 1000, by default); tests make it small to cross pages. */
  listPageSize?: number;
}

/** Any S3-compatible store (AWS S3, MinIO, R2…); a custom endpoint is addressed path-style. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: Boolean(settings.endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Uploads are streamed from disk: with a checksum on every request the SDK would send them
      // aws-chunked with a trailing checksum, which S3-compatible stores (R2, s3rver) misread.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  /** The file's bytes are streamed from disk, with their length (S3 needs it for a stream). */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    const handle = await fs.open(source, 'r');
    try {
      const { size } = await handle.stat();
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: handle.createReadStream({ autoClose: false }),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      await handle.close();
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.getStream(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** On Node the SDK answers with the HTTP response itself: its bytes are sent on as they come. */
  async getStream(key: string): Promise<StoredFileStream | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { stream: result.Body, size: result.ContentLength };
    } catch (err) {
      if (isMissingObject(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * ListObjectsV2 a page at a time (its continuation token is the last key, so deleting listed
   * keys meanwhile skips nothing). Ages are the store's LastModified, the store's own clock.
   */
  async *listWrittenBefore(cutoff: Date): AsyncIterable<string[]> {
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.settings.listPageSize ?? 1000 },
      { Bucket: this.settings.bucket },
    );
    for await (const page of pages) {
      const keys = (page.Contents ?? [])
        .filter((o) => o.Key && o.LastModified && o.LastModified < cutoff && isStorageKey(o.Key))
        .map((o) => o.Key!);
      if (keys.length > 0) yield keys;
    }
  }
}

/** The key is not in the bucket (a missing bucket is a configuration error and is thrown). */
const isMissingObject = (err: unknown) =>
  err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey';
