import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { isPlausibleReferralCode, STORAGE_KEYS } from '@tika/contract';
import { isAndroid } from '../../lib/device';
import { usePublicConfig } from '../../lib/public-config';

function Redirecting() {
  return (
    <p role="status" style={{ padding: 24, textAlign: 'center', color: 'var(--color-text-muted)' }}>
      Taking you there…
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
 * /refer/{code}: remember who referred this parent; sign-in sends it along. Only something
 * shaped like a referral code is kept: a mangled link must not replace a good code.
 */
export function ReferralRedirect() {
  const { code } = useParams();
  if (isPlausibleReferralCode(code)) {
    try {
      localStorage.setItem(STORAGE_KEYS.referralCode, code);
    } catch {
      /* storage blocked: the referral is simply not recorded */
    }
  }
  return <Navigate to="/onboarding" replace />;
}
