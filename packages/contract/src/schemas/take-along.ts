import { z } from 'zod';

export const takeAlongChildQuerySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
});
export type TakeAlongChildQuery = z.infer<typeof takeAlongChildQuerySchema>;

export const vaccinationCardQuerySchema = takeAlongChildQuerySchema.extend({
  /** A live doctor's record link of this child (its token), to print as a QR code on the card. */
  share_link: z.string().max(100).optional(),
});
export type VaccinationCardQuery = z.infer<typeof vaccinationCardQuerySchema>;
