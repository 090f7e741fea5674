import { z } from 'zod';

/** The body of every API error (errors.ts). */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    /** The snake_case wire name of the input at fault, when the error is about one input. */
    field: z.string().optional(),
  })
  .meta({ id: 'Error' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
