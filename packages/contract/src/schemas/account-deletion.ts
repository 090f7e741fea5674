import { z } from 'zod';
import { LIMITS } from '../limits';

/**
 * The children to hand over rather than delete; every other child the parent owns is deleted.
 * Left out (an older app, or a parent with no family), every owned child is deleted.
 */
export const deleteAccountBodySchema = z
  .object({
    hand_over: z
      .array(z.uuid({ error: 'Please choose a child' }))
      .max(LIMITS.maxChildren)
      .optional(),
  })
  // No body at all (Fastify reads none as null): every owned child is deleted.
  .nullish();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** What the confirmation asks: per owned child, who would take it over (null: it is deleted). */
export const handoverResponseSchema = z
  .object({
    children: z.array(
      z.object({
        child_id: z.string(),
        name: z.string(),
        caregiver: z.object({ user_id: z.string(), label: z.string() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'AccountHandover' });
export type HandoverResponse = z.infer<typeof handoverResponseSchema>;
