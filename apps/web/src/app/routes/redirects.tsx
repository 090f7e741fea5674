import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { keepReferralCode } from '../../features/auth/api/referral';
import { isAndroid } from '../../lib/device';
import { usePublicConfig } from '../../lib/public-config';

function Redirecting() {
  return (
    <p role="status" style={{ padding: 24, textAlign: 'center', color: 'var(--color-text-muted)' }}>
      <Trans>Taking you there…</Trans>
    </p>
  );
}

/** "/" belongs to the marketing site. */
export function MarketingRedirect() {
  const { data } = usePublicConfig();
  useEffect(() => {
    if (data) window.location.replace(data.marketingUrl);
  }, [data]);
  return <Redirecting />;
}

/** /app and /app/*: Android phones go to the Play Store listing, everyone else to the app. */
export function AppRedirect() {
  const android = isAndroid();
  const { data } = usePublicConfig();
  useEffect(() => {
    if (android && data) window.location.replace(data.androidAppUrl);
  }, [android, data]);
  return android ? <Redirecting /> : <Navigate to="/dashboard" replace />;
}

/**
 * /refer/{code}: keep the referral code until the parent signs up; sign-in sends it along.
 * Any code of 1–32 letters, digits, - or _ is kept (referralCodeRule); anything else is
 * ignored, and a mangled link must not replace a good code. The code is never shown.
 */
export function ReferralRedirect() {
  const { code } = useParams();
  keepReferralCode(code);
  return <Navigate to="/onboarding" replace />;
}
