import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, NOT_REGISTERED_PROMPT, OTP_MESSAGE, PHONE_MESSAGE } from '@tika/contract';
import { StepScreen } from '../../../components/layout/StepScreen';
import { ButtonLink } from '../../../components/ui/Button';
import { LockIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { OtpInput } from '../../../components/ui/OtpInput';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { handleAsync } from '../../../lib/async-handler';
import type { OtpFlowApi } from '../api/otp';
import type { SignedIn } from '../api/session';
import styles from './OtpForm.module.css';

const isPhone = (v: string) => /^[6-9]\d{9}$/.test(v);
const errorMessage = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong';

interface OtpFormProps {
  flow: OtpFlowApi;
  onVerified: (result: SignedIn) => void | Promise<void>;
  headline: string;
  lead: string;
  progress?: number;
  onPrevious?: () => void;
  /** Shown under the buttons on the number step ('Click here Login' and the like). */
  footer?: React.ReactNode;
  /** 'Invalid OTP' in the profile edit, 'Please enter valid OTP' elsewhere (docs/product/validation.md). */
  invalidOtpMessage?: string;
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
  invalidOtpMessage = OTP_MESSAGE,
}: OtpFormProps) {
  const [number, setNumber] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'number' | 'otp'>('number');
  const [error, setError] = useState<string | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const send = async () => {
    if (!isPhone(number)) return setError(PHONE_MESSAGE);
    setBusy(true);
    setError(null);
    setNotRegistered(false);
    try {
      const sent = await flow.send(number);
      notify.success(sent.message);
      setOtp('');
      setStep('otp');
      setResendIn(sent.resendAfterSeconds ?? LIMITS.otpResendSeconds);
    } catch (err) {
      const unregistered = err instanceof ApiError && err.code === 'not_registered';
      // docs/product/errors.md: the server's message in the toast, plus the prompt, which the panel below shows once.
      notify.error(errorMessage(err));
      if (unregistered) setNotRegistered(true);
      if (err instanceof ApiError && err.status === 429 && step === 'otp')
        setResendIn(LIMITS.otpResendSeconds);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code = otp) => {
    if (!/^\d{4}$/.test(code)) return setError(invalidOtpMessage);
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

  if (step === 'number') {
    return (
      <StepScreen
        progress={progress}
        icon={<WhatsAppIcon size={36} />}
        headline={headline}
        lead={lead}
        onNext={handleAsync(send)}
        nextLabel="Send OTP"
        busy={busy}
        onPrevious={onPrevious}
        footer={footer}
      >
        <TextField
          label="WhatsApp number"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          allow="digits"
          maxLength={LIMITS.phoneDigits}
          value={number}
          onChange={(v) => {
            setNumber(v);
            setError(null);
          }}
          error={error}
          placeholder="98765 43210"
          autoFocus
        />
        {notRegistered && (
          <div className={styles.prompt} role="status">
            <p>{NOT_REGISTERED_PROMPT}</p>
            <ButtonLink to="/onboarding" variant="secondary">
              Register
            </ButtonLink>
          </div>
        )}
      </StepScreen>
    );
  }

  return (
    <StepScreen
      progress={progress}
      icon={<LockIcon size={36} />}
      headline="Enter the OTP"
      lead={`We sent a ${LIMITS.otpDigits}-digit code on WhatsApp to +91 ${number}.`}
      onNext={handleAsync(() => verify())}
      nextLabel="Verify"
      nextDisabled={otp.length !== LIMITS.otpDigits}
      busy={busy}
      onPrevious={() => {
        setStep('number');
        setError(null);
      }}
      previousLabel="Change number"
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
      <p className={styles.resend}>
        {resendIn > 0 ? (
          <span>
            Resend OTP in{' '}
            <span aria-live="off">{`${Math.floor(resendIn / 60)}:${String(resendIn % 60).padStart(2, '0')}`}</span>
          </span>
        ) : (
          <button type="button" className={styles.link} onClick={handleAsync(send)} disabled={busy}>
            Resend OTP
          </button>
        )}
      </p>
    </StepScreen>
  );
}

export const LoginLink = () => (
  <p className={styles.footerText}>
    Already have an Account? <Link to="/login">Click here Login</Link>
  </p>
);
