import { SHARE_TOKEN_BYTES, SHARED_PAGE_PREFIX } from '@tika/contract';
import { randomToken, sha256 } from '../../lib/crypto';

/** 32 random bytes as base64url: exactly 43 characters of this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new link's token and the hash that is all the database keeps of it. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomToken(SHARE_TOKEN_BYTES);
  return { token, hash: sha256(token) };
}

/** The hash to look a token up by; null for anything no link could have (no query made). */
export function shareTokenHash(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? sha256(token) : null;
}

/** The page the doctor opens. */
export const sharedPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${SHARED_PAGE_PREFIX}${token}`;
