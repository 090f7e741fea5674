import type { AppDeps } from '../../deps';
import { users, whatsappInbound } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { fromWhatsAppNumber } from '../../adapters/messaging';
import { remindersSwitchedMessage, signInLinkMessage } from '../../adapters/messaging/templates';
import { setReminders } from '../reminders/settings';
import { findUserByContact, insertUser } from '../account/users-repository';
import { createSignInLink, SIGN_IN_LINK_MINUTES } from '../auth/sign-in-links';

export interface InboundMessage {
  messageId: string;
  /** The sender as WhatsApp reports it: 91XXXXXXXXXX. */
  from: string;
  text: string;
  profileName?: string;
}

/** "ref: ABCD2345" in the chat text the sign-up link pre-fills. */
export function referralFromText(text: string): string | null {
  return /\bref(?:erral)?\s*[:#-]?\s*([A-Z0-9]{6,12})\b/i.exec(text)?.[1]?.toUpperCase() ?? null;
}

/** STOP / START (and their usual variants) switch reminders; anything else asks for a sign-in link. */
export function reminderKeyword(text: string): 'stop' | 'start' | null {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');
  if (['stop', 'unsubscribe', 'stop reminders', 'बंद', 'रोकें'].includes(word)) return 'stop';
  if (['start', 'subscribe', 'start reminders', 'शुरू'].includes(word)) return 'start';
  return null;
}

function splitName(profileName: string | undefined): { firstName: string; lastName: string } {
  const parts = (profileName ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    firstName: (parts[0] ?? '').slice(0, 50),
    lastName: parts.slice(1).join(' ').slice(0, 50),
  };
}

/**
 * A parent wrote to our WhatsApp number: STOP / START switch their reminders. Otherwise the
 * number is proven theirs: find or create the
 * account, mark the number verified, and reply with a single-use sign-in link. Each message
 * id is handled once (Meta retries deliveries); a failed reply rolls everything back so the
 * retry can succeed.
 */
export async function handleInboundMessage(
  deps: AppDeps,
  message: InboundMessage,
): Promise<'replied' | 'duplicate' | 'ignored' | 'reminders_off' | 'reminders_on'> {
  const contactNumber = fromWhatsAppNumber(message.from);
  if (!contactNumber) return 'ignored';
  const now = deps.clock.now();

  return deps.database.db.transaction(async (db) => {
    const inserted = await db
      .insert(whatsappInbound)
      .values({ messageId: message.messageId, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 'duplicate';

    const keyword = reminderKeyword(message.text);
    if (keyword) {
      // Only a known parent's reminders can be switched; STOP never creates an account.
      const parent = await findUserByContact(db, contactNumber);
      if (!parent) return 'ignored';
      await setReminders(db, parent.id, { enabled: keyword === 'start' }, now);
      await deps.messaging.send(
        remindersSwitchedMessage(
          contactNumber,
          keyword === 'start',
          parent.reminderLanguage === 'hi' ? 'hi' : 'en',
        ),
        { db },
      );
      return keyword === 'start' ? 'reminders_on' : 'reminders_off';
    }

    let user = await findUserByContact(db, contactNumber);
    if (!user) {
      user = await insertUser(db, {
        contactNumber,
        contactVerified: true,
        timeZone: deps.env.TZ_DEFAULT,
        ...splitName(message.profileName),
      });
    } else if (!user.contactVerified) {
      await db
        .update(users)
        .set({ contactVerified: true, updatedAt: now })
        .where(eq(users.id, user.id));
    }
    const depsInTx = { ...deps, database: { ...deps.database, db } };
    const link = await createSignInLink(depsInTx, user.id, referralFromText(message.text));
    await deps.messaging.send(
      signInLinkMessage(contactNumber, link, SIGN_IN_LINK_MINUTES, user.firstName),
      { db },
    );
    return 'replied';
  });
}
