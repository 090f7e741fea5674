import { useNavigate } from 'react-router';
import { leaveSession } from '../../../lib/leave-session';
import { logoutRequest } from '../api/session';

/** Logout: end the session on the server, clear every local trace, back to /onboarding. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    // Two requests to the server's logout on purpose: this one, awaited, ends the session before
    // anything else happens; leaveSession's, sent last, clears the cookies. One alone raced: a
    // request already on its way with the token could answer after it and set the cookie again
    // (e2e/auth.spec.ts "logout clears storage and cookies" caught it).
    await logoutRequest().catch(() => undefined);
    await leaveSession(navigate);
  };
}
