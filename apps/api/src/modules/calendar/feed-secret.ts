import type { Database } from '../../db/client';
import { loadAppSecret } from '../../lib/app-secret';
import { hmacSha256, safeEqual } from '../../lib/crypto';

/**
 * A feed's secret is `<child id, 22 chars>.<HMAC-SHA256(key, child id ":" version), 43 chars>`,
 * both base64url. Nothing is stored: the server derives it again from the child's row, so a
 * leaked database holds no feed URL, and bumping `calendar_feed_version` voids the old one.
 */
const KEY_NAME = 'calendar_feed_key';
const COMPACT_ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface FeedOwner {
  id: string;
  calendarFeedVersion: number;
}

/** "0b7c…-…" (36 characters) → its 16 bytes in base64url (22 characters). */
export function compactId(uuid: string): string {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
}

/** The reverse of compactId, or null for anything that is not a UUID in compact form. */
export function expandId(compact: string): string | null {
  if (!COMPACT_ID.test(compact)) return null;
  const bytes = Buffer.from(compact, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== compact) return null;
  const hex = bytes.toString('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(uuid) ? uuid : null;
}

async function signature(db: Database, child: FeedOwner): Promise<string> {
  const hex = hmacSha256(
    await loadAppSecret(db, KEY_NAME),
    `${child.id}:${child.calendarFeedVersion}`,
  );
  return Buffer.from(hex, 'hex').toString('base64url');
}

export async function feedSecret(db: Database, child: FeedOwner): Promise<string> {
  return `${compactId(child.id)}.${await signature(db, child)}`;
}

/** The child id a secret claims to be for, before it is checked; null when malformed. */
export function claimedChildId(secret: string): string | null {
  const [id, sig, ...rest] = secret.split('.');
  if (!id || !sig || rest.length > 0 || !SIGNATURE.test(sig)) return null;
  return expandId(id);
}

/** Whether the secret is the current one for this child, compared in constant time. */
export async function isCurrentSecret(
  db: Database,
  child: FeedOwner,
  secret: string,
): Promise<boolean> {
  return safeEqual(secret, await feedSecret(db, child));
}

/** The feed's absolute addresses: https:// (or http://) to paste, webcal:// to subscribe. */
export function feedLinks(publicUrl: string, secret: string): { url: string; webcal_url: string } {
  const url = `${publicUrl.replace(/\/+$/, '')}/api/calendar/${secret}.ics`;
  return { url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
}
