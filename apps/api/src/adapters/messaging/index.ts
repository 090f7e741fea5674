import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import { DevOutboxSender } from './dev-outbox-sender';
import { type MessageSender, MessagingError } from './sender';
import { WhatsAppCloudSender } from './whatsapp-cloud-sender';

export function createMessageSender(env: Env, db: Database, clock: Clock): MessageSender {
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    return new WhatsAppCloudSender({
      apiBase: `${env.WHATSAPP_API_BASE.replace(/\/+$/, '')}/${env.WHATSAPP_GRAPH_VERSION}`,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      token: env.WHATSAPP_TOKEN,
    });
  }
  if (env.NODE_ENV === 'production') return unconfiguredSender;
  return new DevOutboxSender(db, clock);
}

/** Production without WhatsApp credentials: fail loudly rather than drop messages in a table. */
const unconfiguredSender: MessageSender = {
  mode: 'unconfigured',
  send: async () => {
    throw new MessagingError(
      'WhatsApp is not configured: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID',
    );
  },
};

export * from './sender';
