import { z } from 'zod';

/**
 * Every API error has this shape (DESIGN.md §3). `code` is stable and machine-readable;
 * `message` is safe to show to a parent as it is.
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

export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'Error' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The generic fallback the spec uses when the server gives no message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
