import path from 'node:path';
import type { Env } from '../../env';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

/** STORAGE=s3: the bucket (env.ts has checked its settings are all there); else a folder under DATA_DIR. */
export function createFileStorage(env: Env): FileStorage {
  if (env.STORAGE === 's3') {
    return new S3FileStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    });
  }
  return new LocalFileStorage(localFilesDir(env));
}

const localFilesDir = (env: Env) => path.join(env.DATA_DIR, 'files');

/**
 * Where files go, for the start-up log: the folder, or the bucket and the endpoint's host.
 * Never the keys, nor anything else of the endpoint URL (it might carry credentials).
 */
export function describeStorage(env: Env): string {
  if (env.STORAGE !== 's3') return `local (${localFilesDir(env)})`;
  const host = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).host : 'AWS S3';
  return `s3 (bucket ${env.S3_BUCKET} at ${host}, region ${env.S3_REGION ?? 'us-east-1'})`;
}

/**
 * Files written on one server are read on another only through a shared bucket: a production
 * server on PostgreSQL (where more servers may join it) says so when it keeps them locally.
 */
export function localStorageWarning(env: Env): string | null {
  if (env.STORAGE !== 'local' || env.NODE_ENV !== 'production' || !env.DATABASE_URL) return null;
  return (
    'STORAGE=local keeps uploaded files on this machine only: a file uploaded here is missing on ' +
    'every other server. With more than one server set STORAGE=s3 (docs/operations.md, "Files on many instances")'
  );
}

export type { FileStorage } from './storage';
