import { z } from 'zod';
import type { InboundMessage } from './handle-inbound-message';

/** The parts of Meta's webhook payload we read (messages and the sender's profile name). */
const webhookSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  contacts: z
                    .array(
                      z.object({
                        wa_id: z.string(),
                        profile: z.object({ name: z.string() }).partial().optional(),
                      }),
                    )
                    .optional(),
                  messages: z
                    .array(
                      z.object({
                        id: z.string(),
                        from: z.string(),
                        type: z.string(),
                        text: z.object({ body: z.string() }).optional(),
                        button: z.object({ text: z.string() }).optional(),
                      }),
                    )
                    .optional(),
                })
                .passthrough(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

export function inboundMessagesFrom(payload: unknown): InboundMessage[] {
  const parsed = webhookSchema.safeParse(payload);
  if (!parsed.success) return [];
  const out: InboundMessage[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      const names = new Map((change.value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name]));
      for (const m of change.value.messages ?? []) {
        out.push({
          messageId: m.id,
          from: m.from,
          text: m.text?.body ?? m.button?.text ?? '',
          profileName: names.get(m.from),
        });
      }
    }
  }
  return out;
}
