import { redirect } from 'react-router';
import { type OnboardingStep, onboardingStepRedirect } from '@tika/contract';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { goBackAfterSignIn } from '../../../lib/return-path';
import { clearSession, getAccessToken } from '../../../lib/session-store';
import { meQuery, onboardingPath, pathAfterSignIn } from './session';

/**
 * Loader for pages that need a valid session (docs/product/sessions-and-sign-in.md): no token → /onboarding without
 * a call; a token the server refuses → cleared, then /onboarding.
 */
export async function requireSession() {
  if (!getAccessToken()) throw redirect('/onboarding');
  try {
    const me = await queryClient.ensureQueryData(meQuery);
    // Signed in after a file link sent the parent to sign-in: back to that link.
    goBackAfterSignIn();
    return me;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      clearSession();
      queryClient.clear();
      throw redirect('/onboarding');
    }
    throw err;
  }
}

/**
 * Loader for an onboarding step's page: a parent who has done this step already goes on to
 * the next step not done, or to the dashboard (onboardingStepRedirect, one rule with session
 * start), so a finished parent never sees "Step 2 of 3" again.
 */
export const requireOnboardingStep = (step: OnboardingStep) => async () => {
  const me = await requireSession();
  const next = onboardingStepRedirect(step, {
    contactVerified: me.contactVerified,
    childrenCount: me.childrenCount,
  });
  if (next) throw redirect(onboardingPath(next));
  return me;
};

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
