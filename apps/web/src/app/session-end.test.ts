import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../components/ui/toast';
import { api } from '../lib/api-client';
import { clearSession, getAccessToken, setAccessToken } from '../lib/session-store';
import { fakeApi } from '../test/fake-api';
import { listenForSessionEnd } from './session-end';

vi.mock('../components/ui/toast', () => ({ notify: { error: vi.fn() } }));

function fakeRouter(pathname: string) {
  return { state: { location: { pathname } }, navigate: vi.fn(async () => undefined) };
}

/** Every API call answers 401, as when the session ends with a dashboard's reads in flight. */
const sessionEndsForEveryRequest = () =>
  fakeApi({ '*': { status: 401, body: { message: 'ended', code: 'unauthenticated' } } });

const storm = (count: number) =>
  Promise.allSettled(Array.from({ length: count }, (_, i) => api.get(`/api/read-${i}/`)));

describe('a session that ends while the app is open', () => {
  let stop: () => void = () => undefined;
  const listen = (router: ReturnType<typeof fakeRouter>) => {
    stop = listenForSessionEnd(router);
    return router;
  };
  beforeEach(() => vi.mocked(notify.error).mockClear());
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('toasts once for five requests refused at once, and leaves for /onboarding', async () => {
    const router = listen(fakeRouter('/dashboard'));
    setAccessToken('token-that-ends');
    const server = sessionEndsForEveryRequest();

    await storm(5);

    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Your session has ended', 'Please sign in again');
    expect(getAccessToken()).toBeNull();
    await vi.waitFor(() =>
      expect(router.navigate).toHaveBeenCalledWith('/onboarding', { replace: true }),
    );
    // The server is asked to drop its HttpOnly cookies, without the token that ended.
    const logout = server.calls.filter((c) => c.url === '/api/auth/logout/');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers.authorization).toBeUndefined();
  });

  it('toasts again for a later session that ends too', async () => {
    listen(fakeRouter('/dashboard'));
    sessionEndsForEveryRequest();
    setAccessToken('first-session');
    await storm(2);
    setAccessToken('second-session');
    await storm(2);
    expect(notify.error).toHaveBeenCalledTimes(2);
  });

  it('does not toast on a sign-in page, but the dead cookie still goes', async () => {
    const router = listen(fakeRouter('/onboarding'));
    setAccessToken('ended-on-sign-in');
    const server = sessionEndsForEveryRequest();
    await storm(2);
    expect(notify.error).not.toHaveBeenCalled();
    expect(router.navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(server.requests()).toContain('POST /api/auth/logout/'));
  });
});
