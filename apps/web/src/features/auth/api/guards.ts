import { redirect } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { clearSession, getAccessToken } from '../../../lib/session-store';
import { meQuery, pathAfterSignIn } from './session';

/**
 * Loader for pages that need a valid session (docs/product/sessions-and-sign-in.md): no token → /onboarding without
 * a call; a token the server refuses → cleared, then /onboarding.
 */
export async function requireSession() {
  if (!getAccessToken()) throw redirect('/onboarding');
  try {
    return await queryClient.ensureQueryData(meQuery);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      clearSession();
      queryClient.clear();
      throw redirect('/onboarding');
    }
    throw err;
  }
}

/** Loader for the app proper: an unfinished onboarding goes back to its next step first. */
export async function requireOnboarded() {
  const me = await requireSession();
  const path = pathAfterSignIn({
    contactVerified: me.contactVerified,
    childrenCount: me.childrenCount,
  });
  if (path !== '/dashboard') throw redirect(path);
  return me;
}
