import { afterEach, describe, expect, it } from 'vitest';
import { forgetReferralCode, keepReferralCode, storedReferralCode } from './referral';
import { rememberSignIn } from './session';

describe('the referral code kept until sign-up', () => {
  afterEach(() => localStorage.clear());

  it('keeps a code of 1–32 letters, digits, - and _, as given, until a sign-in', () => {
    keepReferralCode('ABC');
    expect(storedReferralCode()).toBe('ABC');
    keepReferralCode('camp_2026-Pune');
    expect(storedReferralCode()).toBe('camp_2026-Pune');

    rememberSignIn({ accessToken: 'session-1' });
    expect(storedReferralCode()).toBeNull();
    expect(localStorage.getItem('referral_code')).toBeNull();
  });

  it.each([[undefined], [''], ['A'.repeat(33)], ['<img src=x onerror=alert(1)>'], ['AB 12']])(
    'ignores %j and keeps the code it had',
    (bad) => {
      keepReferralCode('GOOD');
      keepReferralCode(bad);
      expect(storedReferralCode()).toBe('GOOD');
    },
  );

  it('sends nothing for a stored value that cannot be a code', () => {
    localStorage.setItem('referral_code', '<b>x</b>');
    expect(storedReferralCode()).toBeNull();
    forgetReferralCode();
    expect(localStorage.getItem('referral_code')).toBeNull();
  });
});
