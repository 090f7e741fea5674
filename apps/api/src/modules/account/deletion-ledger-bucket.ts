import {
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Env } from '../../env';
import { type DeletionEntry, entryBytes, entryName, parseEntry } from './deletion-entry';
import type { DeletionLedger } from './deletion-ledger';

/**
 * Entries live under this prefix of the files' bucket. The orphan sweep never lists them: it
 * deletes only keys shaped like an upload's (`<uuid>/<uuid>.pdf|png|jpg`, isStorageKey).
 */
export const LEDGER_PREFIX = 'deletion-ledger/';

/**
 * The ledger in the bucket (STORAGE=s3), shared by every server as the files are. Its own
 * client: FileStorage lists only upload keys, and the ledger needs a prefix listed.
 */
export class BucketDeletionLedger implements DeletionLedger {
  readonly where: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(env: Env) {
    this.bucket = env.S3_BUCKET!;
    this.where = `s3 bucket ${this.bucket}, prefix ${LEDGER_PREFIX}`;
    this.client = new S3Client({
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: Boolean(env.S3_ENDPOINT),
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      },
    });
  }

  /** A PUT is whole once S3 answers it. */
  async append(entry: DeletionEntry): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: `${LEDGER_PREFIX}${entryName(entry)}`,
        Body: entryBytes(entry),
        ContentType: 'application/json',
      }),
    );
  }

  async *entries(): AsyncIterable<DeletionEntry> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: LEDGER_PREFIX },
    );
    for await (const page of pages) {
      for (const { Key: key } of page.Contents ?? []) {
        if (!key?.endsWith('.json')) continue;
        const object = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: key }),
        );
        if (!object.Body) throw new Error(`deletion ledger entry ${key} came without a body`);
        yield parseEntry(await object.Body.transformToString(), key);
      }
    }
  }
}
