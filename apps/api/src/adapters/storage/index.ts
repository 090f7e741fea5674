import path from 'node:path';
import type { Env } from '../../env';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

/** An S3-compatible bucket when S3_BUCKET is set, else a folder under DATA_DIR. */
export function createFileStorage(env: Env): FileStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return new S3FileStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalFileStorage(path.join(env.DATA_DIR, 'files'));
}

export type { FileStorage } from './storage';
