/**
 * Every API error is `{ message, code }` (docs/product/errors.md; schemas/errors.ts). `code` is stable
 * and machine-readable; `message` is safe to show to a parent as it is.
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

/** The generic fallback the spec uses when the server gives no message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
