import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { updateContactOtp } from '../api/otp';
import { rememberSignIn } from '../api/session';
import { OtpForm } from './OtpForm';

/** /userprofile/updatecontact: change the number via OTP, then back to the profile. */
export function UpdateContactPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <OtpForm
      flow={updateContactOtp}
      headline={t`Change your number`}
      lead={t`Enter your new WhatsApp number. We will send a one-time password to it.`}
      invalidOtpMessage={t`Invalid OTP`}
      onPrevious={() => void navigate('/userprofile')}
      onVerified={(result) => {
        rememberSignIn(result);
        notify.success(t`Contact number updated successfully`);
        void navigate('/userprofile', { replace: true });
      }}
    />
  );
}
