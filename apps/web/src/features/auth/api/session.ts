import { queryOptions } from '@tanstack/react-query';
import type { MeResponse, SignedInResponse } from '@tika/contract';
import { nextOnboardingStep, type OnboardingState, type OnboardingStep } from '@tika/contract';
import { api } from '../../../lib/api-client';
import { queryClient, SESSION_QUERY_KEY } from '../../../lib/query-client';
import { setAccessToken } from '../../../lib/session-store';
import { followParentLanguage } from './language';
import { forgetReferralCode } from './referral';

export type SignedIn = Awaited<ReturnType<typeof api.post<SignedInResponse>>>;

/**
 * The signed-in parent; a 401 here means the session is not valid. Every screen behind sign-in
 * loads it first, so this is where the parent's language takes over the device's.
 */
export const meQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async () => {
    const me = await api.get<MeResponse>('/api/user/me/');
    await followParentLanguage(me.user.language);
    return me;
  },
  staleTime: 60_000,
});

/** The page of an onboarding step, or of the dashboard once none is left. */
export const onboardingPath = (step: OnboardingStep | 'dashboard'): string =>
  step === 'dashboard' ? '/dashboard' : `/onboarding/${step}`;

/** Where session start (docs/product/sessions-and-sign-in.md) sends a parent after signing in. */
export const pathAfterSignIn = (state: OnboardingState): string =>
  onboardingPath(nextOnboardingStep(state));

/**
 * Every sign-in ends the same way: keep the token, forget cached data of anyone else, and the
 * referral code, which the sign-in carried (kept by the server if this was the sign-up).
 */
export function rememberSignIn(result: { accessToken: string }) {
  queryClient.clear();
  setAccessToken(result.accessToken);
  forgetReferralCode();
}

export function logoutRequest() {
  return api.post<{ message: string }>('/api/auth/logout/');
}
