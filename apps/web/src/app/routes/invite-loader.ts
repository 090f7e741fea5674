import { type LoaderFunctionArgs, redirect } from 'react-router';
import { SIGN_IN_RETURN } from '@tika/contract';
import { requireSession } from '../../features/auth/api/guards';
import { keepReturnPath } from '../../lib/return-path';
import { getAccessToken } from '../../lib/session-store';

/**
 * /invite/:token needs a session but not a finished onboarding: the invited person may own no
 * child yet. Signed out (or with a session the server no longer knows), they sign in first
 * and come back here (the same `next` the server gives file links).
 */
export async function requireSessionForInvite({ request }: LoaderFunctionArgs) {
  try {
    return await requireSession();
  } catch (err) {
    if (getAccessToken()) throw err;
    const { pathname, origin } = new URL(request.url);
    const signIn = `${SIGN_IN_RETURN.page}?${SIGN_IN_RETURN.param}=${encodeURIComponent(pathname)}`;
    // The app reads `next` when it opens on the sign-in page; here it is already open.
    keepReturnPath(new URL(signIn, origin));
    throw redirect(signIn);
  }
}
