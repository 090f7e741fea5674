import { useNavigate } from 'react-router';
import { leaveSession } from '../../../lib/leave-session';
import { logoutRequest } from '../api/session';

/** Logout: end the session on the server, clear every local trace, back to /onboarding. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await logoutRequest().catch(() => undefined);
    await leaveSession(navigate);
  };
}
