import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { updateContactOtp } from '../api/otp';
import { rememberSignIn } from '../api/session';
import { OtpForm } from './OtpForm';

/** /userprofile/updatecontact: change the number via OTP, then back to the profile. */
export function UpdateContactPage() {
  const navigate = useNavigate();
  return (
    <OtpForm
      flow={updateContactOtp}
      headline="Change your number"
      lead="Enter your new WhatsApp number. We will send a one-time password to it."
      invalidOtpMessage="Invalid OTP"
      onPrevious={() => void navigate('/userprofile')}
      onVerified={(result) => {
        rememberSignIn(result);
        notify.success('Contact number updated successfully');
        void navigate('/userprofile', { replace: true });
      }}
    />
  );
}
