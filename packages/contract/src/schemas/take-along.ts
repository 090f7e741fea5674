import { z } from 'zod';

export const takeAlongChildQuerySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
});
export type TakeAlongChildQuery = z.infer<typeof takeAlongChildQuerySchema>;
