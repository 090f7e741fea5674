import { describe, expect, it } from 'vitest';
import { formatInviteCode, isWholeInviteCode } from './invite-code';

describe('formatInviteCode', () => {
  it('shows the code as the invitation does: upper case, a dash after four', () => {
    expect(formatInviteCode('abcd')).toBe('ABCD');
    expect(formatInviteCode('abcde')).toBe('ABCD-E');
    expect(formatInviteCode('abcdefgh')).toBe('ABCD-EFGH');
  });

  it('takes a code typed or pasted with spaces or dashes, and drops stray signs', () => {
    expect(formatInviteCode('abcd efgh')).toBe('ABCD-EFGH');
    expect(formatInviteCode(' ab-cd - ef gh ')).toBe('ABCD-EFGH');
    expect(formatInviteCode('ab.cd!ef')).toBe('ABCD-EF');
  });

  it('keeps eight characters at most, and a lone dash goes when the half before it is deleted', () => {
    expect(formatInviteCode('ABCD-EFGHJK')).toBe('ABCD-EFGH');
    expect(formatInviteCode('ABCD-')).toBe('ABCD');
    expect(formatInviteCode('')).toBe('');
  });

  it('knows a whole code from a part of one', () => {
    expect(isWholeInviteCode('ABCD-EFGH')).toBe(true);
    expect(isWholeInviteCode('ABCD-EFG')).toBe(false);
    expect(isWholeInviteCode('')).toBe(false);
  });
});
