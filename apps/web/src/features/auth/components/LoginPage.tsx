import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { loginOtp } from '../api/otp';
import { rememberSignIn } from '../api/session';
import { DevSignInNotice } from './DevSignInNotice';
import { OtpForm } from './OtpForm';

/** /login: WhatsApp number → OTP → dashboard. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <OtpForm
      flow={loginOtp}
      headline={t`Log in to Tika`}
      lead={t`Enter the WhatsApp number you registered with. We will send you a one-time password.`}
      onPrevious={() => void navigate('/onboarding')}
      onVerified={(result) => {
        rememberSignIn(result);
        void navigate('/dashboard', { replace: true });
      }}
      footer={<DevSignInNotice withGoogle={false} />}
    />
  );
}
