import type { AppDeps } from '../../deps';
import { signInLinks, users, whatsappInbound } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { isPlausibleReferralCode, withoutControlCharacters } from '@tika/contract';
import { fromWhatsAppNumber, type OutgoingMessage } from '../../adapters/messaging';
import { remindersSwitchedMessage, signInLinkMessage } from '../../adapters/messaging/templates';
import { setReminders } from '../reminders/settings';
import type { Language } from '@tika/contract';
import { findUserByContact, insertUser, languageOf } from '../account/users-repository';
import { createSignInLink, SIGN_IN_LINK_MINUTES } from '../auth/sign-in-links';

export interface InboundMessage {
  messageId: string;
  /** The sender as WhatsApp reports it: 91XXXXXXXXXX. */
  from: string;
  text: string;
  profileName?: string;
}

/**
 * "(ref: ABC)" in the chat text the sign-up link pre-fills, as given; a word after "ref" with
 * no ':' or '#' is prose ("referred by"), and what cannot be a referral code is none.
 */
export function referralFromText(text: string): string | null {
  const candidate = /\bref(?:erral)?\s*[:#]\s*([^\s),.!?]+)/i.exec(text)?.[1];
  return isPlausibleReferralCode(candidate) ? candidate : null;
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

/** The profile name as the account's names; control characters (a NUL) are dropped, never stored. */
/** A first message written in Devanagari (the app's Hindi chat text, or the parent's own) signs up in Hindi. */
export const languageOfText = (text: string): Language =>
  /[\u0900-\u097F]/.test(text) ? 'hi' : 'en';

function splitName(profileName: string | undefined): { firstName: string; lastName: string } {
  const parts = withoutControlCharacters(profileName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return {
    firstName: (parts[0] ?? '').slice(0, 50),
    lastName: parts.slice(1).join(' ').slice(0, 50),
  };
}

type InboundOutcome = 'replied' | 'duplicate' | 'ignored' | 'reminders_off' | 'reminders_on';

interface Handled {
  outcome: InboundOutcome;
  /** The reply to send once the transaction has committed. */
  reply?: OutgoingMessage;
  /** The sign-in link the reply carries, withdrawn if the reply cannot be sent. */
  linkId?: string;
}

/**
 * A parent wrote to our WhatsApp number: STOP / START switch their reminders. Otherwise the
 * number is proven theirs: find or create the account, mark the number verified, and reply
 * with a single-use sign-in link. Each message id is handled once (Meta retries deliveries).
 * The reply goes out after the transaction commits, so a slow WhatsApp holds no connection; if
 * it fails, the message id and the unsent link are taken back and the error makes Meta retry.
 */
export async function handleInboundMessage(
  deps: AppDeps,
  message: InboundMessage,
): Promise<InboundOutcome> {
  const contactNumber = fromWhatsAppNumber(message.from);
  if (!contactNumber) return 'ignored';
  const now = deps.clock.now();
  const { db } = deps.database;

  const handled = await db.transaction(async (tx): Promise<Handled> => {
    const inserted = await tx
      .insert(whatsappInbound)
      .values({ messageId: message.messageId, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return { outcome: 'duplicate' };

    const keyword = reminderKeyword(message.text);
    if (keyword) {
      // Only a known parent's reminders can be switched; STOP never creates an account.
      const parent = await findUserByContact(tx, contactNumber);
      if (!parent) return { outcome: 'ignored' };
      await setReminders(tx, parent.id, { enabled: keyword === 'start' }, now);
      return {
        outcome: keyword === 'start' ? 'reminders_on' : 'reminders_off',
        reply: remindersSwitchedMessage(contactNumber, keyword === 'start', languageOf(parent)),
      };
    }

    let user = await findUserByContact(tx, contactNumber);
    if (!user) {
      user = await insertUser(tx, {
        contactNumber,
        contactVerified: true,
        timeZone: deps.env.TZ_DEFAULT,
        ...splitName(message.profileName),
        reminderLanguage: languageOfText(message.text),
      });
    } else if (!user.contactVerified) {
      await tx
        .update(users)
        .set({ contactVerified: true, updatedAt: now })
        .where(eq(users.id, user.id));
    }
    const depsInTx = { ...deps, database: { ...deps.database, db: tx } };
    const link = await createSignInLink(depsInTx, user.id, referralFromText(message.text));
    return {
      outcome: 'replied',
      reply: signInLinkMessage(
        contactNumber,
        link.url,
        SIGN_IN_LINK_MINUTES,
        user.firstName,
        languageOf(user),
      ),
      linkId: link.id,
    };
  });

  if (handled.reply) {
    try {
      await deps.messaging.send(handled.reply);
    } catch (error) {
      // Not handled after all: Meta's retry of this delivery is handled afresh.
      await db.transaction(async (tx) => {
        await tx.delete(whatsappInbound).where(eq(whatsappInbound.messageId, message.messageId));
        if (handled.linkId) await tx.delete(signInLinks).where(eq(signInLinks.id, handled.linkId));
      });
      throw error;
    }
  }
  return handled.outcome;
}
