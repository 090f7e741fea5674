import { deviceLanguage } from './language';
import { storedReferralCode } from './referral';

/**
 * What every sign-in sends for the case it is the account's first (its sign-up): the kept
 * referral code and the device's language. The server keeps them on a new account only.
 */
export const signUpDetails = () => ({
  referral_code: storedReferralCode(),
  language: deviceLanguage(),
});
