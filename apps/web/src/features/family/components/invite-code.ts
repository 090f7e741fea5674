import { INVITE_CODE_LENGTH, normalizeInviteCode } from '@tika/contract';

/** Where the dash goes in a code shown as ABCD-EFGH. */
const HALF = INVITE_CODE_LENGTH / 2;

/**
 * The code as the parent types or pastes it, shown the way the invitation shows it: upper
 * case, without spaces or stray signs, at most 8 characters, with a dash in the middle.
 */
export function formatInviteCode(typed: string): string {
  const plain = normalizeInviteCode(typed)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, INVITE_CODE_LENGTH);
  return plain.length > HALF ? `${plain.slice(0, HALF)}-${plain.slice(HALF)}` : plain;
}

/** Whether the field holds a whole code (8 characters once the dash is left out). */
export const isWholeInviteCode = (shown: string) =>
  normalizeInviteCode(shown).length === INVITE_CODE_LENGTH;
