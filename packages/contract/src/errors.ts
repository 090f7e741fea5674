/**
 * Every API error is `{ message, code, field? }` (docs/product/errors.md; schemas/errors.ts). `code` is stable and
 * machine-readable; `message` is safe to show to a parent as it is; `field`, when present,
 * names the input at fault as the wire does ('record_date'), so a form can mark it. A 429
 * adds `retry_after_seconds`, and `reason` for the limits a client acts on.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

/**
 * The limits a 429 names in `reason` because a client acts on them. `otp_resend_wait`: a code
 * went to this number less than LIMITS.otpResendSeconds ago and still works, so the screen
 * asks for that code and counts down `retry_after_seconds` to "Resend OTP".
 */
export const RATE_LIMIT_REASONS = ['otp_resend_wait'] as const;
export type RateLimitReason = (typeof RATE_LIMIT_REASONS)[number];

/** The generic fallback the spec uses when the server gives no message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/**
 * The input an error is about, as the wire names it: the first name in a zod issue's path
 * ('record_date' for ['record_date']), or undefined for a problem with the whole request.
 */
export function wireField(path: ReadonlyArray<PropertyKey>): string | undefined {
  return path.find((segment): segment is string => typeof segment === 'string' && segment !== '');
}
