import { useNavigate } from 'react-router';

const STAY = 'backToSignIn';

/**
 * Previous on the first onboarding steps goes back to /onboarding (the sign-in step). A
 * signed-in parent who opens /onboarding is normally sent on to their next step at once;
 * one who came back on purpose stays there, still signed in, with Next to carry on.
 */
export function useBackToSignIn(): () => void {
  const navigate = useNavigate();
  return () => void navigate('/onboarding', { state: { [STAY]: true } });
}

export function cameBackToSignIn(locationState: unknown): boolean {
  return (
    typeof locationState === 'object' &&
    locationState !== null &&
    (locationState as Record<string, unknown>)[STAY] === true
  );
}
