import { StepScreen } from '../../../components/layout/StepScreen';
import { Button } from '../../../components/ui/Button';
import { GoogleLogo, HeartIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { handleAsync } from '../../../lib/async-handler';
import { usePublicConfig } from '../../../lib/public-config';
import { whatsappChatHref } from '../api/whatsapp-chat';
import { useOnboardingSignIn } from '../hooks/use-onboarding-sign-in';
import { DevSignInNotice } from './DevSignInNotice';
import { LoginLink } from './OtpForm';
import styles from './OnboardingPage.module.css';

/** /onboarding: sign up or in with Google or WhatsApp; Google also returns here with a code. */
export function OnboardingPage() {
  const { signedIn, busy, continuing, next, google } = useOnboardingSignIn();
  return (
    <StepScreen
      progress={1}
      icon={<HeartIcon size={36} />}
      headline="Welcome to Tika"
      lead="Vaccination reminders on WhatsApp, growth and medical records for your child, all in one place."
      onNext={signedIn ? handleAsync(next) : undefined}
      busy={continuing}
    >
      <SignInOptions googleBusy={busy} onGoogle={handleAsync(google)} />
    </StepScreen>
  );
}

/** The ways in that this server offers: Google, the WhatsApp chat, and logging in by number. */
function SignInOptions({ googleBusy, onGoogle }: { googleBusy: boolean; onGoogle: () => void }) {
  const { data: config } = usePublicConfig();
  const chatHref = config ? whatsappChatHref(config) : null;
  return (
    <div className={styles.options}>
      {Boolean(config?.googleClientId) && (
        <Button variant="secondary" onClick={onGoogle} loading={googleBusy}>
          <GoogleLogo /> {googleBusy ? 'Signing you in…' : 'Continue with Google'}
        </Button>
      )}
      {chatHref && (
        <a className={styles.whatsapp} href={chatHref} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon size={22} /> Continue with Whatsapp
        </a>
      )}
      {chatHref && (
        <p className={styles.note}>
          Send us the pre-filled message on WhatsApp and we will reply with your sign-in link.
        </p>
      )}
      <LoginLink />
      <DevSignInNotice />
    </div>
  );
}
