import type { SignedInResponse } from '@tika/contract';
import { api } from '../../../lib/api-client';
import { signUpDetails } from './sign-up-details';

/** /verify and /register-webinar: the single-use link sent on WhatsApp. */
export function verifySignInLink(token: string) {
  return api.post<SignedInResponse>('/api/auth/link/verify/', {
    token,
    ...signUpDetails(),
  });
}

/** /token: is this access token a live session? */
export async function isValidToken(token: string): Promise<boolean> {
  try {
    await api.post('/api/token/verify/', { token });
    return true;
  } catch {
    return false;
  }
}
