import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MessageSender, OutgoingMessage } from './sender';

/** Dev mode: messages are kept in the database, newest first at GET /api/dev/outbox/. */
export class DevOutboxSender implements MessageSender {
  readonly mode = 'dev-outbox' as const;
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(devOutbox).values({
      to: message.to,
      kind: message.kind,
      text: message.text,
      createdAt: this.clock.now(),
    });
  }
}
