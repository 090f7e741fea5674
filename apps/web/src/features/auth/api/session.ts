import { queryOptions } from '@tanstack/react-query';
import type { MeResponse, SignedInResponse } from '@tika/contract';
import { nextOnboardingStep } from '@tika/contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { setAccessToken } from '../../../lib/session-store';

export type SignedIn = Awaited<ReturnType<typeof api.post<SignedInResponse>>>;

/** The signed-in parent; a 401 here means the session is not valid. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api.get<MeResponse>('/api/user/me/'),
  staleTime: 60_000,
});

/** Where session start (docs/product/sessions-and-sign-in.md) sends a parent after signing in. */
export function pathAfterSignIn(state: {
  contactVerified: boolean;
  childrenCount: number;
}): string {
  const step = nextOnboardingStep(state);
  return step === 'dashboard' ? '/dashboard' : `/onboarding/${step}`;
}

/** Every sign-in ends the same way: keep the token, forget cached data of anyone else. */
export function rememberSignIn(result: { accessToken: string }) {
  queryClient.clear();
  setAccessToken(result.accessToken);
}

export function logoutRequest() {
  return api.post<{ message: string }>('/api/auth/logout/');
}
