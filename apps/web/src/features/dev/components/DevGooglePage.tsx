import { useState } from 'react';
import { StepScreen } from '../../../components/layout/StepScreen';
import { GoogleLogo } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { devGoogleCode } from '../api/dev';
import { DevNotice } from './DevNotice';

/** /dev/google: the consent page of the Google stand-in used while Google is not configured. */
export function DevGooglePage() {
  const params = new URLSearchParams(window.location.search);
  const [email, setEmail] = useState('parent@example.com');
  const [first, setFirst] = useState('Asha');
  const [last, setLast] = useState('Verma');
  const [error, setError] = useState<string | null>(null);

  const proceed = () => {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      return setError('Please enter an e-mail address');
    const back = new URL(params.get('redirect_uri') ?? '/onboarding', window.location.origin);
    if (back.origin !== window.location.origin) return setError('Redirect must stay on this site');
    back.searchParams.set('code', devGoogleCode({ email, given_name: first, family_name: last }));
    back.searchParams.set('state', params.get('state') ?? '');
    window.location.assign(back.toString());
  };

  return (
    <StepScreen
      icon={<GoogleLogo size={36} />}
      headline="Choose an account"
      lead="to continue to Tika"
      onNext={proceed}
      nextLabel="Continue"
      onPrevious={() => window.history.back()}
      previousLabel="Cancel"
    >
      <DevNotice>
        Google sign-in is not configured, so this page stands in for Google's consent screen.
      </DevNotice>
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={(v) => (setEmail(v), setError(null))}
        error={error}
      />
      <TextField label="First name" allow="letters" value={first} onChange={setFirst} />
      <TextField label="Last name" allow="letters" value={last} onChange={setLast} />
    </StepScreen>
  );
}
