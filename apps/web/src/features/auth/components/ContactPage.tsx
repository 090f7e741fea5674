import { useNavigate } from 'react-router';
import { verifyContactOtp } from '../api/otp';
import { pathAfterSignIn, rememberSignIn } from '../api/session';
import { OtpForm } from './OtpForm';

/** /onboarding/contact: verify the WhatsApp number reminders will go to. */
export function ContactPage() {
  const navigate = useNavigate();
  return (
    <OtpForm
      flow={verifyContactOtp}
      progress={3}
      headline="Your WhatsApp number"
      lead="Vaccination reminders reach you on WhatsApp. Verify your number with a one-time password."
      onPrevious={() => navigate('/onboarding/profile')}
      onVerified={(result) => {
        rememberSignIn(result);
        navigate(pathAfterSignIn({ contactVerified: result.isVerified, childrenCount: result.childrenCount }), { replace: true });
      }}
    />
  );
}
