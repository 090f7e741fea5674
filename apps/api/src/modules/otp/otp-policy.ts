import { LIMITS } from '@tika/contract';

/** OTP rules of docs/product/sessions-and-sign-in.md, in one place. */
export const OTP_POLICY = {
  digits: LIMITS.otpDigits,
  validForMs: 5 * 60 * 1000,
  triesPerCode: 5,
  /** Wrong codes per number per hour before the number is locked for the rest of that hour. */
  failuresPerHour: 10,
  resendAfterMs: LIMITS.otpResendSeconds * 1000,
  sendsPerNumberPerHour: 5,
  sendsPerIpPerHour: 20,
  /** Wrong codes from one address across all numbers: stops guessing by cycling numbers. */
  failuresPerIpPerHour: 50,
  windowMs: 60 * 60 * 1000,
} as const;

export type OtpPurpose = 'login' | 'contact';
