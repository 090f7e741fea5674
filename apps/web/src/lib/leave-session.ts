import type { NavigateFunction } from 'react-router';
import { clearOfflineApiCache } from './offline-cache';
import { queryClient } from './query-client';
import { clearSession } from './session-store';

/**
 * The session's cookies are HttpOnly, so only the server can take them off the browser: its
 * logout clears them whatever the state of the session (after logout, account deletion, or a
 * session that ended), and ends the session the cookie still holds, if any. Best effort: a
 * device offline keeps a cookie the server no longer accepts.
 */
export async function clearServerCookies(): Promise<void> {
  try {
    await fetch('/api/auth/logout/', {
      method: 'POST',
      credentials: 'same-origin',
      // Sent to the end even when the page goes on to another one.
      keepalive: true,
    });
  } catch {
    /* offline */
  }
}

/**
 * Logout and account deletion end the same way on this device (docs/product/sessions-and-sign-in.md): all local
 * storage, every cookie and every cached answer go (the service worker's offline copies too),
 * and the parent lands on /onboarding.
 */
export async function leaveSession(navigate: NavigateFunction, to = '/onboarding'): Promise<void> {
  // Token first: nothing rendered on the way out can reach the server as this parent.
  clearSession();
  const cookiesCleared = clearServerCookies();
  await clearOfflineApiCache();
  await navigate(to, { replace: true });
  // The cache last: cleared while the old screen is still mounted, its queries would be
  // rebuilt and fetched again without a token.
  queryClient.clear();
  // Again at the very end: an answer already on its way when the token went could have been
  // stored after the first clearing (answers asked without a token are never stored).
  await clearOfflineApiCache();
  await cookiesCleared;
}
