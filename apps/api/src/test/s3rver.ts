import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

export const TEST_BUCKET = 'tika-files';

const FIXTURE = fileURLToPath(new URL('./s3rver.fixture.ts', import.meta.url));

export interface TestS3 {
  /** http://127.0.0.1:<port>, known once beforeAll has run. */
  endpoint: string;
  /** s3rver's folder: each object is `<bucket>/<key>._S3rver_object` in it. */
  directory: string;
  /** The settings that put an app's files in the test bucket (STORAGE=s3). */
  env: () => Record<string, string>;
  /** Makes an object look written `ms` ago: s3rver's LastModified is its file's mtime. */
  age: (key: string, ms: number) => void;
}

/**
 * A local S3-compatible server (s3rver) speaking the real S3 protocol on loopback, with one
 * bucket, for the test file; its folder is removed afterwards. It runs in a process of its
 * own (s3rver.fixture.ts), like `npx s3rver` in docs/operations.md: its ListObjectsV2
 * continuation tokens use DES, which Node's OpenSSL 3 offers only with
 * --openssl-legacy-provider, so inside a test process a listing of more than one page fails.
 */
export function useS3rver(): TestS3 {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-s3-'));
  let child: ChildProcess | undefined;
  const s3: TestS3 = {
    endpoint: '',
    directory,
    env: () => ({
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    age: (key, ms) => {
      const at = new Date(Date.now() - ms);
      fs.utimesSync(path.join(directory, TEST_BUCKET, `${key}._S3rver_object`), at, at);
    },
  };
  beforeAll(async () => {
    const started = spawn(
      process.execPath,
      ['--openssl-legacy-provider', '--import', 'tsx', FIXTURE],
      {
        env: {
          PATH: process.env.PATH ?? '',
          S3RVER_DIRECTORY: directory,
          S3RVER_BUCKET: TEST_BUCKET,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = started;
    s3.endpoint = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /S3rver listening on [\d.]+:(\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', onData);
      started.once('exit', (code) => reject(new Error(`s3rver exited (${code}):\n${output}`)));
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill();
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return s3;
}
