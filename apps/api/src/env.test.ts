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

  it('runs dev mode only where parents cannot reach it: loopback, private networks, test names', () => {
    for (const url of [
      'http://localhost:8080',
      'http://127.0.0.1:8181',
      'http://[::1]:8080',
      'http://192.168.1.5:8080',
      'http://10.0.0.2',
      'http://172.20.1.1',
      'https://tika.test',
    ]) {
      expect(parseEnv({ PUBLIC_URL: url }).PUBLIC_URL).toBe(url);
    }
    expect(
      parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.tika.health/' }).PUBLIC_URL,
    ).toBe('https://app.tika.health');
    expect(() => parseEnv({ PUBLIC_URL: 'http://172.32.0.1' })).toThrow(
      /NODE_ENV: must be production/,
    );
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
