import { describe, expect, it } from 'vitest';
import { referralFromText } from './handle-inbound-message';

describe('the referral code in a chat message', () => {
  it.each([
    ['Hi Tika! Please sign me up. (ref: ABC)', 'ABC'],
    ['Hi Tika! ref: ABCD2345', 'ABCD2345'],
    ['referral #camp_2026-Pune.', 'camp_2026-Pune'],
    ['REF:asha2026', 'asha2026'],
  ])('reads %j as %j, as given', (text, code) => {
    expect(referralFromText(text)).toBe(code);
  });

  it.each([
    ['Hi Tika!'],
    ['I was referred by a friend'],
    ['referral from Asha'],
    [`ref: ${'A'.repeat(33)}`],
    ['ref: <b>hi</b>'],
  ])('finds none in %j', (text) => {
    expect(referralFromText(text)).toBeNull();
  });
});
