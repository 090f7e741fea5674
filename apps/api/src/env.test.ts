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
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ' })).toMatchObject({ DATABASE_URL: undefined, GOOGLE_CLIENT_ID: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TZ_DEFAULT: 'Mars/Olympus' }, 'TZ_DEFAULT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ WHATSAPP_CHAT_NUMBER: '+91 98765' }, 'WHATSAPP_CHAT_NUMBER'],
  ])('rejects %j naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
