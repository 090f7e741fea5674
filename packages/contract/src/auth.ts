import { RULE_MESSAGES } from './rules';

/** docs/product/validation.md: ten digits, digits only. Indian mobile numbers start with 6–9. */
export const PHONE_MESSAGE = RULE_MESSAGES.phone_invalid;
export const OTP_MESSAGE = RULE_MESSAGES.otp_invalid;
export const NOT_REGISTERED_PROMPT =
  "You haven't registered with us yet. Please Click below Button to Register";

/**
 * Referral codes are ours (8 letters/digits) but arrive from URLs and local storage, so a
 * sign-in never fails over one: anything that cannot be a code is dropped (null), and a
 * well-formed code nobody has is ignored by the server.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{6,12}$/;
export const isPlausibleReferralCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value);

/** Session start (docs/product/sessions-and-sign-in.md), shared by the server's status call and the web router. */
export function nextOnboardingStep(state: {
  contactVerified: boolean;
  childrenCount: number;
}): 'contact' | 'profile' | 'dashboard' {
  if (state.childrenCount === 0) return 'profile';
  if (!state.contactVerified) return 'contact';
  return 'dashboard';
}
