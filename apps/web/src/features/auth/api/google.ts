import type { SignedInResponse } from '@tika/contract';
import { api } from '../../../lib/api-client';
import { signUpDetails } from './sign-up-details';

/** Google sign-in step 1: the server makes a one-time state and gives the consent URL. */
export async function startGoogleSignIn(): Promise<void> {
  const { authorizeUrl } = await api.get<{ authorize_url: string }>('/api/auth/google/start/');
  window.location.assign(authorizeUrl);
}

/** Step 2, back on /onboarding with ?code=&state=. */
export function finishGoogleSignIn(code: string, state: string) {
  return api.get<SignedInResponse>('/api/auth/google/', {
    code,
    state,
    ...signUpDetails(),
  });
}
