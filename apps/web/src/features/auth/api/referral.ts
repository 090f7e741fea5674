import { isPlausibleReferralCode, STORAGE_KEYS } from '@tika/contract';

/*
 * The referral code of a /refer/{code} link waits in local storage until the parent signs in:
 * every sign-in sends it, the server keeps it on an account's first sign-in (sign-up), and
 * then it is forgotten. Storage may be blocked (private modes): the referral is then lost,
 * never the sign-in.
 */

/** /refer/{code}: keeps a code that can be one (rules.ts); anything else leaves a kept code alone. */
export function keepReferralCode(code: string | undefined): void {
  if (!isPlausibleReferralCode(code)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.referralCode, code);
  } catch {
    /* storage blocked: the referral is simply not recorded */
  }
}

/** The kept code; one that cannot be a referral code (written by an older version) is none. */
export function storedReferralCode(): string | null {
  try {
    const code = localStorage.getItem(STORAGE_KEYS.referralCode);
    return isPlausibleReferralCode(code) ? code : null;
  } catch {
    return null;
  }
}

/** After a sign-in: the server has the code now, or it was not a sign-up. */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.referralCode);
  } catch {
    /* storage blocked: nothing was kept */
  }
}
