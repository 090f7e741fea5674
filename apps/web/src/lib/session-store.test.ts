import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the page wrote to document.cookie, in order (jsdom does not show Max-Age when read back). */
function recordCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

const NINETY_DAYS = 90 * 24 * 60 * 60;

describe('the access-token cookie', () => {
  beforeEach(async () => {
    vi.resetModules();
    (await import('./session-store')).clearSession();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lasts as long as a server session can (90 days), when the token is stored at sign-in', async () => {
    const store = await import('./session-store');
    const writes = recordCookieWrites();
    store.setAccessToken('tok-sign-in');
    expect(writes).toEqual([
      `access_token=tok-sign-in; Path=/; Max-Age=${NINETY_DAYS}; SameSite=Lax`,
    ]);
    expect(store.SESSION_COOKIE_MAX_AGE_SECONDS).toBe(NINETY_DAYS);
  });

  it('is set again when the app starts with a stored token, so story pictures keep loading past day 30', async () => {
    // Day 31: the browser dropped the 30-day cookie; the token is still in local storage.
    localStorage.setItem('access_token', 'tok-stored');
    expect(document.cookie).not.toContain('access_token');
    const writes = recordCookieWrites();
    vi.resetModules();
    await import('./session-store'); // the app starting
    expect(writes).toEqual([
      `access_token=tok-stored; Path=/; Max-Age=${NINETY_DAYS}; SameSite=Lax`,
    ]);
    expect(document.cookie).toContain('access_token=tok-stored');
  });

  it('writes nothing when the app starts signed out', async () => {
    const writes = recordCookieWrites();
    vi.resetModules();
    await import('./session-store');
    expect(writes).toEqual([]);
  });
});
