import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('fills in the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: path.resolve('./data'),
      TZ_DEFAULT: 'Asia/Kolkata',
      GOOGLE_ISSUER: 'https://accounts.google.com',
      RAZORPAY_API_BASE: 'https://api.razorpay.com',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ' })).toMatchObject({
      DATABASE_URL: undefined,
      GOOGLE_CLIENT_ID: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL'],
    [{ TZ_DEFAULT: 'Mars/Olympus' }, 'TZ_DEFAULT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ WHATSAPP_CHAT_NUMBER: '+91 98765' }, 'WHATSAPP_CHAT_NUMBER'],
    [{ PUBLIC_URL: 'https://app.tika.health' }, 'NODE_ENV'],
    [{ NODE_ENV: 'test', PUBLIC_URL: 'http://203.0.113.9:8080' }, 'NODE_ENV'],
  ])('rejects %j naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('takes a redis:// or rediss:// REDIS_URL, and treats an empty one as unset', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(parseEnv({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@cache.internal:6380/2',
    );
    expect(parseEnv({ REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
  });

  it('runs dev mode on this machine only: loopback HOST and PUBLIC_URL', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:8181', 'http://[::1]:8080']) {
      expect(parseEnv({ PUBLIC_URL: url }).PUBLIC_URL).toBe(url);
    }
    expect(parseEnv({ HOST: '::1', PUBLIC_URL: 'http://app.localhost:8080' }).HOST).toBe('::1');
    expect(
      parseEnv({
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-of-32-characters!',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://app.tika.health/',
      }).PUBLIC_URL,
    ).toBe('https://app.tika.health');
    // Listening on every interface, or named by a private address: other machines could sign in as anyone.
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '::' },
      { HOST: '192.168.1.5', PUBLIC_URL: 'http://192.168.1.5:8080' },
      { PUBLIC_URL: 'http://10.0.0.2' },
      { NODE_ENV: 'test', HOST: '0.0.0.0' },
    ]) {
      expect(() => parseEnv(env), JSON.stringify(env)).toThrow(/must be loopback/);
    }
  });

  it('lets dev mode onto a private network only when ALLOW_DEV_ON_NETWORK=1, never onto a public address', () => {
    for (const url of [
      'http://192.168.1.5:8080',
      'http://10.0.0.2',
      'http://172.20.1.1',
      'https://tika.test',
    ]) {
      const env = parseEnv({ HOST: '0.0.0.0', PUBLIC_URL: url, ALLOW_DEV_ON_NETWORK: '1' });
      expect(env.PUBLIC_URL).toBe(url);
      expect(env.ALLOW_DEV_ON_NETWORK).toBe(true);
    }
    expect(() => parseEnv({ PUBLIC_URL: 'http://172.32.0.1', ALLOW_DEV_ON_NETWORK: '1' })).toThrow(
      /NODE_ENV: must be production/,
    );
    expect(() => parseEnv({ ALLOW_DEV_ON_NETWORK: 'yes' })).toThrow(/ALLOW_DEV_ON_NETWORK/);
  });

  it('believes no proxy unless TRUST_PROXY names them: a hop count or addresses and CIDR blocks', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1'])
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a hop count/);
  });

  it('sends WhatsApp to a Graph API version of its own setting, and refuses a host with a version in it', () => {
    expect(parseEnv({})).toMatchObject({
      WHATSAPP_API_BASE: 'https://graph.facebook.com',
      WHATSAPP_GRAPH_VERSION: 'v24.0',
    });
    expect(parseEnv({ WHATSAPP_GRAPH_VERSION: 'v25.0' }).WHATSAPP_GRAPH_VERSION).toBe('v25.0');
    expect(() => parseEnv({ WHATSAPP_GRAPH_VERSION: '24' })).toThrow(/WHATSAPP_GRAPH_VERSION/);
    expect(() => parseEnv({ WHATSAPP_API_BASE: 'https://graph.facebook.com/v21.0' })).toThrow(
      /WHATSAPP_API_BASE: must be the host only/,
    );
  });
});

describe('STORAGE and the S3 settings', () => {
  const s3 = {
    STORAGE: 's3',
    S3_BUCKET: 'tika-files',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps files locally unless told otherwise', () => {
    expect(parseEnv({}).STORAGE).toBe('local');
    expect(parseEnv({ STORAGE: 'local' }).STORAGE).toBe('local');
    expect(parseEnv({ STORAGE: ' ' }).STORAGE).toBe('local');
  });

  it('takes STORAGE=s3 with a bucket and keys, and an optional http(s) endpoint and region', () => {
    expect(parseEnv(s3)).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'tika-files' });
    expect(
      parseEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:4569', S3_REGION: 'ap-south-1' }),
    ).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:4569', S3_REGION: 'ap-south-1' });
    expect(parseEnv({ ...s3, S3_REGION: 'auto' }).S3_REGION).toBe('auto');
  });

  it.each([
    [{ STORAGE: 's3' }, 'S3_BUCKET: must be set when STORAGE=s3'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY: must be set when STORAGE=s3'],
    [{ ...s3, S3_ENDPOINT: 'not-a-url' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ ...s3, S3_ENDPOINT: 'ftp://files.internal' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ ...s3, S3_REGION: 'Mumbai' }, 'S3_REGION: must be a region name'],
    [{ ...s3, S3_BUCKET: 'Tika_Files' }, 'S3_BUCKET: must be a bucket name'],
    [{ STORAGE: 'S3' }, 'STORAGE:'],
  ])('refuses %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('refuses S3 settings without STORAGE=s3 instead of quietly keeping files on this machine', () => {
    const { STORAGE: _, ...withoutStorage } = s3;
    for (const source of [withoutStorage, { ...withoutStorage, STORAGE: 'local' }])
      expect(() => parseEnv(source)).toThrow(
        'STORAGE: must be s3 when S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set: set STORAGE=s3',
      );
    expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'STORAGE: must be s3 when S3_ENDPOINT is set',
    );
  });

  it('requires APP_SECRET in production, at least 32 characters, so no key lives in the database', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.tika.health' };
    expect(() => parseEnv(production)).toThrow(/APP_SECRET: must be set in production/);
    expect(() => parseEnv({ ...production, APP_SECRET: 'short' })).toThrow(/at least 32/);
    expect(parseEnv({ ...production, APP_SECRET: 'x'.repeat(32) }).APP_SECRET).toBe('x'.repeat(32));
    expect(parseEnv({}).APP_SECRET).toBeUndefined();
  });
});
