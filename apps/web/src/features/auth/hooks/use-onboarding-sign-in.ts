import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { clearSession, getAccessToken } from '../../../lib/session-store';
import { finishGoogleSignIn, startGoogleSignIn } from '../api/google';
import { meQuery, pathAfterSignIn, rememberSignIn } from '../api/session';
import { SIGN_IN_STRINGS } from '../strings';
import { cameBackToSignIn } from './use-back-to-sign-in';
import { useOnce } from './use-once';
import { useUrlParams } from './use-url-token';

/** Where a Google sign-in lands: verified → dashboard; unverified with children → contact; else profile. */
const pathAfterGoogle = (result: { isVerified: boolean; childrenCount: number }) =>
  result.isVerified
    ? '/dashboard'
    : result.childrenCount > 0
      ? '/onboarding/contact'
      : '/onboarding/profile';

/**
 * The state of /onboarding's sign-in step: finishing a Google sign-in that returned here with
 * ?code=&state=, moving a parent who is already signed in on, and starting Google sign-in.
 */
export function useOnboardingSignIn() {
  const { t } = useLingui();
  /** The server's refusal as it words it; anything else (offline, a crash) in our words. */
  const failure = (err: unknown) =>
    err instanceof ApiError && err.status !== 0 && err.status < 500
      ? notify.error(err.message)
      : notify.error(t(SIGN_IN_STRINGS.somethingWentWrong), t(SIGN_IN_STRINGS.tryAgain));
  const navigate = useNavigate();
  const location = useLocation();
  const { code, state, error } = useUrlParams('code', 'state', 'error');
  const [busy, setBusy] = useState(Boolean(code && state));
  const [signedIn, setSignedIn] = useState(() => Boolean(getAccessToken()));
  const [continuing, setContinuing] = useState(false);

  /** The session-start rule (pathAfterSignIn) decides where a signed-in parent goes next. */
  const continueOnboarding = async () => {
    const me = await queryClient.fetchQuery(meQuery);
    void navigate(
      pathAfterSignIn({ contactVerified: me.contactVerified, childrenCount: me.childrenCount }),
      { replace: true },
    );
  };

  useOnce(() => {
    if (code && state) {
      finishGoogleSignIn(code, state)
        .then((result) => {
          rememberSignIn(result);
          void navigate(pathAfterGoogle(result), { replace: true });
        })
        .catch((err: unknown) => {
          failure(err);
          setBusy(false);
        });
    } else if (error) {
      notify.error(t`Google sign-in was cancelled`, t(SIGN_IN_STRINGS.tryAgain));
    } else if (signedIn && !cameBackToSignIn(location.state)) {
      // Already signed in, and not back here by Previous: straight on to the next step.
      continueOnboarding().catch(() => undefined);
    }
  });

  const next = async () => {
    setContinuing(true);
    try {
      await continueOnboarding();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        // The session ended meanwhile: this page is simply the sign-in step again.
        clearSession();
        setSignedIn(false);
      } else failure(err);
      setContinuing(false);
    }
  };

  const google = async () => {
    setBusy(true);
    try {
      await startGoogleSignIn();
    } catch (err) {
      failure(err);
      setBusy(false);
    }
  };

  return { signedIn, busy, continuing, next, google };
}
