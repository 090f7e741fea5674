import { z } from 'zod';

/** The body of every API error (errors.ts). */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'Error' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
