import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { describeStorage, localStorageWarning } from './index';

const env = (source: Record<string, string>) => parseEnv({ DATA_DIR: '/srv/tika', ...source });
const s3 = {
  STORAGE: 's3',
  S3_BUCKET: 'tika-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'do-not-log-me',
};

describe('the storage named in the start-up log', () => {
  it('says the folder, or the bucket, endpoint host and region, and never a key', () => {
    expect(describeStorage(env({}))).toBe('local (/srv/tika/files)');
    expect(describeStorage(env(s3))).toBe('s3 (bucket tika-files at AWS S3, region us-east-1)');
    const minio = describeStorage(
      env({ ...s3, S3_ENDPOINT: 'https://user:pass@minio.internal:9000/', S3_REGION: 'auto' }),
    );
    expect(minio).toBe('s3 (bucket tika-files at minio.internal:9000, region auto)');
    expect(minio).not.toMatch(/AKIAEXAMPLE|do-not-log-me|user|pass/);
  });

  it('warns when a production server on PostgreSQL keeps files on its own disk', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-32-characters!',
      DATABASE_URL: 'postgres://db/tika',
    };
    expect(localStorageWarning(env(production))).toMatch(
      /^STORAGE=local keeps uploaded files on this machine only.*set STORAGE=s3/,
    );
    expect(localStorageWarning(env({ ...production, ...s3 }))).toBeNull();
    // One server on PGlite, or a developer's machine: nothing to warn about.
    expect(
      localStorageWarning(env({ NODE_ENV: 'production', APP_SECRET: production.APP_SECRET })),
    ).toBeNull();
    expect(localStorageWarning(env({ DATABASE_URL: 'postgres://db/tika' }))).toBeNull();
  });
});
