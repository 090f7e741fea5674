import { Trans, useLingui } from '@lingui/react/macro';
import { StepScreen } from '../../../components/layout/StepScreen';
import { Button } from '../../../components/ui/Button';
import { GoogleLogo, HeartIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { LanguageChoice } from '../../../components/ui/LanguageChoice';
import { handleAsync } from '../../../lib/async-handler';
import { chooseLanguage } from '../../../lib/i18n/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { whatsappChatHref } from '../api/whatsapp-chat';
import { useOnboardingSignIn } from '../hooks/use-onboarding-sign-in';
import { SIGN_IN_STRINGS } from '../strings';
import { DevSignInNotice } from './DevSignInNotice';
import { LoginLink } from './OtpForm';
import styles from './OnboardingPage.module.css';

/**
 * /onboarding: the language first, then sign up or in with Google or WhatsApp; Google also
 * returns here with a code.
 */
export function OnboardingPage() {
  const { t } = useLingui();
  const { signedIn, busy, continuing, next, google } = useOnboardingSignIn();
  return (
    <StepScreen
      progress={1}
      icon={<HeartIcon size={36} />}
      headline={t`Welcome to Tika`}
      lead={t`Vaccination reminders on WhatsApp, growth and medical records for your child, all in one place.`}
      onNext={signedIn ? handleAsync(next) : undefined}
      busy={continuing}
    >
      <DeviceLanguage />
      <SignInOptions googleBusy={busy} onGoogle={handleAsync(google)} />
    </StepScreen>
  );
}

/**
 * The language, before anything else: preselected from this device's last choice or the
 * browser's language, applied at once and kept on the device. A new parent's account starts
 * with it (sent with the sign-in); a returning parent's own setting wins after sign-in.
 */
function DeviceLanguage() {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.language}>
      <LanguageChoice legend={t`Language`} value={i18n.locale} onChange={chooseLanguage} />
    </div>
  );
}

/** The ways in that this server offers: Google, the WhatsApp chat, and logging in by number. */
function SignInOptions({ googleBusy, onGoogle }: { googleBusy: boolean; onGoogle: () => void }) {
  const { t } = useLingui();
  const { data: config } = usePublicConfig();
  // Built at each render: the chat's pre-filled text follows the language.
  const chatHref = config ? whatsappChatHref(config) : null;
  return (
    <div className={styles.options}>
      {Boolean(config?.googleClientId) && (
        <Button variant="secondary" onClick={onGoogle} loading={googleBusy}>
          <GoogleLogo /> {googleBusy ? t(SIGN_IN_STRINGS.signingIn) : t`Continue with Google`}
        </Button>
      )}
      {chatHref && (
        <a className={styles.whatsapp} href={chatHref} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon size={22} /> <Trans>Continue with Whatsapp</Trans>
        </a>
      )}
      {chatHref && (
        <p className={styles.note}>
          <Trans>
            Send us the pre-filled message on WhatsApp and we will reply with your sign-in link.
          </Trans>
        </p>
      )}
      <LoginLink />
      <DevSignInNotice />
    </div>
  );
}
