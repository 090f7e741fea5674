import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { verifyContactOtp } from '../api/otp';
import { meQuery, pathAfterSignIn, rememberSignIn } from '../api/session';
import { useBackToSignIn } from '../hooks/use-back-to-sign-in';
import { OtpForm } from './OtpForm';

/** /onboarding/contact: verify the WhatsApp number reminders will go to. */
export function ContactPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const backToSignIn = useBackToSignIn();
  // The route's loader has fetched `me` already.
  const { data: me } = useQuery(meQuery);
  // The child step is behind a parent who has a child: going "back" there would add a second one.
  const previous = () =>
    me && me.childrenCount > 0 ? backToSignIn() : void navigate('/onboarding/profile');
  return (
    <OtpForm
      flow={verifyContactOtp}
      progress={3}
      headline={t`Your WhatsApp number`}
      lead={t`Vaccination reminders reach you on WhatsApp. Verify your number with a one-time password.`}
      onPrevious={previous}
      onVerified={(result) => {
        rememberSignIn(result);
        void navigate(
          pathAfterSignIn({
            contactVerified: result.isVerified,
            childrenCount: result.childrenCount,
          }),
          { replace: true },
        );
      }}
    />
  );
}
