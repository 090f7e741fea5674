import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StepScreen } from '../../../components/layout/StepScreen';
import { Button } from '../../../components/ui/Button';
import { GoogleLogo, HeartIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { queryClient } from '../../../lib/query-client';
import { clearSession, getAccessToken } from '../../../lib/session-store';
import { handleAsync } from '../../../lib/async-handler';
import { finishGoogleSignIn, startGoogleSignIn } from '../api/google';
import { storedReferralCode } from '../api/otp';
import { meQuery, pathAfterSignIn, rememberSignIn } from '../api/session';
import { cameBackToSignIn } from '../hooks/use-back-to-sign-in';
import { useOnce } from '../hooks/use-once';
import { useUrlParams } from '../hooks/use-url-token';
import { LoginLink } from './OtpForm';
import styles from './OnboardingPage.module.css';

const failure = (err: unknown) =>
  err instanceof ApiError && err.status !== 0 && err.status < 500
    ? notify.error(err.message)
    : notify.error('Something went wrong', 'Please try again');

/** The chat opens with a message that carries the referral code, if any. */
export function whatsappChatHref(chatUrl: string | null): string {
  const ref = storedReferralCode();
  const text = `Hi Tika! Please sign me up.${ref ? ` (ref: ${ref})` : ''}`;
  const base = chatUrl ?? '/dev/whatsapp';
  return `${base}${base.includes('?') ? '&' : '?'}text=${encodeURIComponent(text)}`;
}

/** /onboarding: sign up or in with Google or WhatsApp; Google also returns here with a code. */
export function OnboardingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: config } = usePublicConfig();
  const { code, state, error } = useUrlParams('code', 'state', 'error');
  const [busy, setBusy] = useState(Boolean(code && state));
  const [signedIn, setSignedIn] = useState(() => Boolean(getAccessToken()));
  const [continuing, setContinuing] = useState(false);

  /** Session start (SPEC.md §4) decides where a signed-in parent goes next. */
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
          // Google login result (SPEC.md §4): verified → dashboard; unverified with children → contact; else profile.
          void navigate(
            result.isVerified
              ? '/dashboard'
              : result.childrenCount > 0
                ? '/onboarding/contact'
                : '/onboarding/profile',
            { replace: true },
          );
        })
        .catch((err: unknown) => {
          failure(err);
          setBusy(false);
        });
    } else if (error) {
      notify.error('Google sign-in was cancelled', 'Please try again');
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

  const chatAvailable = Boolean(config?.whatsappChatUrl) || Boolean(config?.devMode);
  const googleAvailable = Boolean(config?.googleClientId);

  return (
    <StepScreen
      progress={1}
      icon={<HeartIcon size={36} />}
      headline="Welcome to Tika"
      lead="Vaccination reminders on WhatsApp, growth and medical records for your child, all in one place."
      onNext={signedIn ? handleAsync(next) : undefined}
      busy={continuing}
    >
      <div className={styles.options}>
        {googleAvailable && (
          <Button variant="secondary" onClick={handleAsync(google)} loading={busy}>
            <GoogleLogo /> {busy ? 'Signing you in…' : 'Continue with Google'}
          </Button>
        )}
        {chatAvailable && (
          <a
            className={styles.whatsapp}
            href={whatsappChatHref(config?.whatsappChatUrl ?? null)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon size={22} /> Continue with Whatsapp
          </a>
        )}
        {chatAvailable && (
          <p className={styles.note}>
            Send us the pre-filled message on WhatsApp and we will reply with your sign-in link.
          </p>
        )}
        <LoginLink />
      </div>
    </StepScreen>
  );
}
