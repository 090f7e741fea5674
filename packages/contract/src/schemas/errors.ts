import { z } from 'zod';
import { RATE_LIMIT_REASONS } from '../errors';

/** The body of every API error (errors.ts). */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    /** The snake_case wire name of the input at fault, when the error is about one input. */
    field: z.string().optional(),
    /** A 429's wait, as its Retry-After header says it, for a screen that counts down. */
    retry_after_seconds: z.number().int().optional(),
    /**
     * Which limit a 429 is, where a client acts on it (errors.ts, RATE_LIMIT_REASONS); `code`
     * stays 'rate_limited' whatever the limit.
     */
    reason: z.enum(RATE_LIMIT_REASONS).optional(),
  })
  .meta({ id: 'Error' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
