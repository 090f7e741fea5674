import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE_NAME } from './offline-cache';
import { leaveSession } from './leave-session';
import { queryClient } from './query-client';
import { getAccessToken, setAccessToken } from './session-store';
import { fakeApi } from '../test/fake-api';

describe('leaveSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the service worker's offline copies of the API answers, with the token and the query cache", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deleted.push(name) > 0) });
    setAccessToken('parent-a-token');
    queryClient.setQueryData(['me'], { name: 'Parent A' });
    const navigate = vi.fn(async () => undefined);

    await leaveSession(navigate);

    expect(deleted).toContain(API_CACHE_NAME);
    expect(getAccessToken()).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/onboarding', { replace: true });
  });

  it("asks the server to clear its HttpOnly cookies, and signs out even when it can't be reached", async () => {
    vi.stubGlobal('caches', { delete: vi.fn(async () => true) });
    setAccessToken('parent-a-token');
    const server = fakeApi({ 'POST /api/auth/logout/': { body: { message: 'Logged out' } } });
    await leaveSession(vi.fn(async () => undefined));
    expect(server.requests()).toEqual(['POST /api/auth/logout/']);
    // The token is gone before the call: the cookie alone names the session.
    expect(server.calls[0]!.headers.authorization).toBeUndefined();

    setAccessToken('parent-a-token');
    fakeApi({ '*': new TypeError('Failed to fetch') });
    await leaveSession(vi.fn(async () => undefined));
    expect(getAccessToken()).toBeNull();
  });

  it('still signs out where the Cache API is missing or blocked', async () => {
    vi.stubGlobal('caches', {
      delete: vi.fn(async () => Promise.reject(new Error('SecurityError'))),
    });
    setAccessToken('parent-a-token');
    await leaveSession(vi.fn(async () => undefined));
    expect(getAccessToken()).toBeNull();
  });
});
