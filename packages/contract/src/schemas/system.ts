import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** /api/health/live: the process answers; nothing else is checked. */
export const liveResponseSchema = z.object({ status: z.literal('ok') });

/** Public settings the SPA needs at start; never secrets. Keys are snake_case on the wire. */
export const publicConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  google_authorize_url: z.string().nullable(),
  whatsapp_chat_url: z.string().nullable(),
  marketing_url: z.string(),
  razorpay_key_id: z.string().nullable(),
  /** razorpay: real Checkout; simulated: the dev checkout sheet; off: plans cannot be bought here. */
  payments: z.enum(['razorpay', 'simulated', 'off']),
  android_app_url: z.string(),
  dev_mode: z.boolean(),
  /** Sign-in services answered by this server's dev pages (/dev/whatsapp, /dev/google); never in production. */
  dev_stand_ins: z.object({ whatsapp: z.boolean(), google: z.boolean() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
