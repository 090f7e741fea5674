import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { handleAsync } from '../../../lib/async-handler';
import { Link } from 'react-router';
import { LIMITS, OTP_MESSAGE, otpRule, phoneRule } from '@tika/contract';
import { RULE_TEXT } from '../../../components/form/rule-text';
import { StepScreen } from '../../../components/layout/StepScreen';
import { ButtonLink } from '../../../components/ui/Button';
import { LockIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { OtpInput } from '../../../components/ui/OtpInput';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import type { OtpFlowApi } from '../api/otp';
import type { SignedIn } from '../api/session';
import { OTP_STRINGS, SIGN_IN_STRINGS } from '../strings';
import styles from './OtpForm.module.css';

interface OtpFormProps {
  flow: OtpFlowApi;
  onVerified: (result: SignedIn) => void | Promise<void>;
  headline: string;
  lead: string;
  progress?: number;
  onPrevious?: () => void;
  /** Shown under the buttons on the number step ('Click here Login' and the like). */
  footer?: React.ReactNode;
  /**
   * 'Invalid OTP' in the profile edit, 'Please enter valid OTP' elsewhere
   * (docs/product/validation.md), in the app's language.
   */
  invalidOtpMessage?: string;
}

/** Seconds until the code may be sent again, counting down once set. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/** The flow's state: the number, the code, which step, and sending and verifying them. */
function useOtpSteps({
  flow,
  onVerified,
  invalidOtpMessage,
}: Pick<OtpFormProps, 'flow' | 'onVerified'> & { invalidOtpMessage: string }) {
  const { t } = useLingui();
  /** Text the server sent is shown as it comes (it speaks the parent's language itself). */
  const errorMessage = (err: unknown) =>
    err instanceof Error ? err.message : t(SIGN_IN_STRINGS.somethingWentWrong);
  const [number, setNumber] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'number' | 'otp'>('number');
  const [error, setError] = useState<string | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useCountdown();

  const send = async () => {
    const problem = phoneRule(number);
    if (problem) return setError(t(RULE_TEXT[problem]));
    setBusy(true);
    setError(null);
    setNotRegistered(false);
    try {
      const sent = await flow.send(number);
      if (sent.alreadySent) notify.info(t(OTP_STRINGS.alreadySent));
      else notify.success(sent.message);
      setOtp('');
      setStep('otp');
      setResendIn(sent.resendAfterSeconds);
    } catch (err) {
      // docs/product/errors.md: the server's message in the toast, plus the prompt, which the panel below shows once.
      notify.error(errorMessage(err));
      if (err instanceof ApiError && err.code === 'not_registered') setNotRegistered(true);
      if (err instanceof ApiError && err.status === 429 && step === 'otp')
        setResendIn(LIMITS.otpResendSeconds);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code = otp) => {
    if (otpRule(code)) return setError(invalidOtpMessage);
    setBusy(true);
    setError(null);
    try {
      await onVerified(await flow.verify(number, code));
    } catch (err) {
      const message =
        err instanceof ApiError && err.code === 'invalid_otp' && err.message === OTP_MESSAGE
          ? invalidOtpMessage
          : errorMessage(err);
      setError(message);
      setOtp('');
    } finally {
      setBusy(false);
    }
  };

  return {
    number,
    setNumber,
    otp,
    setOtp,
    step,
    setStep,
    error,
    setError,
    notRegistered,
    busy,
    resendIn,
    send,
    verify,
  };
}

/** Number → 4-digit code → verified: the WhatsApp OTP flow shared by login, onboarding and number change. */
export function OtpForm({
  flow,
  onVerified,
  headline,
  lead,
  progress,
  onPrevious,
  footer,
  invalidOtpMessage,
}: OtpFormProps) {
  const { t } = useLingui();
  const otpSteps = useOtpSteps({
    flow,
    onVerified,
    invalidOtpMessage: invalidOtpMessage ?? t(RULE_TEXT.otp_invalid),
  });
  const { number, setNumber, otp, setOtp, step, setStep, error, setError } = otpSteps;
  const { notRegistered, busy, resendIn, send, verify } = otpSteps;
  if (step === 'number')
    return (
      <StepScreen
        progress={progress}
        icon={<WhatsAppIcon size={36} />}
        headline={headline}
        lead={lead}
        onNext={handleAsync(send)}
        nextLabel={t`Send OTP`}
        busy={busy}
        onPrevious={onPrevious}
        footer={footer}
      >
        <NumberField
          number={number}
          onChange={(v) => (setNumber(v), setError(null))}
          error={error}
          notRegistered={notRegistered}
        />
      </StepScreen>
    );

  const digits = LIMITS.otpDigits;
  return (
    <StepScreen
      progress={progress}
      icon={<LockIcon size={36} />}
      headline={t`Enter the OTP`}
      lead={t`We sent a ${digits}-digit code on WhatsApp to +91 ${number}.`}
      onNext={handleAsync(() => verify())}
      nextLabel={t`Verify`}
      nextDisabled={otp.length !== LIMITS.otpDigits}
      busy={busy}
      onPrevious={() => (setStep('number'), setError(null))}
      previousLabel={t`Change number`}
    >
      <OtpInput
        value={otp}
        onChange={(v) => {
          setOtp(v);
          setError(null);
          if (v.length === LIMITS.otpDigits && !busy) void verify(v);
        }}
        invalid={Boolean(error)}
        disabled={busy}
        autoFocus
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ResendLine seconds={resendIn} busy={busy} onResend={handleAsync(send)} />
    </StepScreen>
  );
}

function NumberField({
  number,
  onChange,
  error,
  notRegistered,
}: {
  number: string;
  onChange: (value: string) => void;
  error: string | null;
  notRegistered: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`WhatsApp number`}
        prefix="+91"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        allow="digits"
        maxLength={LIMITS.phoneDigits}
        value={number}
        onChange={onChange}
        error={error}
        placeholder="98765 43210"
        autoFocus
      />
      {notRegistered && (
        <div className={styles.prompt} role="status">
          <p>{t(OTP_STRINGS.notRegistered)}</p>
          <ButtonLink to="/onboarding" variant="secondary">
            <Trans>Register</Trans>
          </ButtonLink>
        </div>
      )}
    </>
  );
}

function ResendLine({
  seconds,
  busy,
  onResend,
}: {
  seconds: number;
  busy: boolean;
  onResend: () => void;
}) {
  const countdown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className={styles.resend}>
      {seconds > 0 ? (
        <span>
          <Trans>
            Resend OTP in <span aria-live="off">{countdown}</span>
          </Trans>
        </span>
      ) : (
        <button type="button" className={styles.link} onClick={onResend} disabled={busy}>
          <Trans>Resend OTP</Trans>
        </button>
      )}
    </p>
  );
}

export const LoginLink = () => (
  <p className={styles.footerText}>
    <Trans>
      Already have an Account? <Link to="/login">Click here Login</Link>
    </Trans>
  </p>
);
