import {
  INVITE_CODE_LENGTH,
  INVITE_PAGE_PREFIX,
  INVITE_TOKEN_BYTES,
  normalizeInviteCode,
} from '@tika/contract';
import { CODE_ALPHABET, randomCode, randomToken, sha256 } from '../../lib/crypto';

/** A link's token: 32 random bytes as base64url, exactly 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const CODE_SHAPE = new RegExp(`^[${CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** A new invitation's link token and typed code, and the hashes that are all the database keeps. */
export function newInviteSecrets() {
  const token = randomToken(INVITE_TOKEN_BYTES);
  const code = randomCode(INVITE_CODE_LENGTH);
  return { token, code, tokenHash: sha256(token), codeHash: sha256(code) };
}

/**
 * What the parent gave, as the hash to look the invitation up by: a link's token, or a code as
 * typed (any case, spaces or a dash allowed). Null for anything no invitation could have.
 */
export function inviteLookup(given: string): { by: 'token' | 'code'; hash: string } | null {
  if (TOKEN_SHAPE.test(given)) return { by: 'token', hash: sha256(given) };
  const code = normalizeInviteCode(given);
  return CODE_SHAPE.test(code) ? { by: 'code', hash: sha256(code) } : null;
}

/** The code as shown, in two halves: "ABCD-EFGH". */
export const displayCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The page the invited person opens. */
export const invitePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${INVITE_PAGE_PREFIX}${token}`;
