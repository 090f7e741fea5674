import { describe, expect, it } from 'vitest';
import './zod-config';
import { isPlausibleReferralCode, nextOnboardingStep, onboardingStepRedirect } from './auth';
import { otpVerifyBodySchema, referralCodeSchema, referralCodeValueSchema } from './schemas/auth';

describe('referral codes', () => {
  it('keeps any code of 1 to 32 letters, digits, - and _', () => {
    expect(referralCodeSchema.parse(' ASHA2026 ')).toBe('ASHA2026');
    expect(referralCodeSchema.parse('ABC')).toBe('ABC');
    expect(referralCodeSchema.parse('x')).toBe('x');
    expect(referralCodeSchema.parse('camp_2026-Pune')).toBe('camp_2026-Pune');
    expect(referralCodeSchema.parse('A'.repeat(32))).toBe('A'.repeat(32));
    expect(referralCodeSchema.parse(undefined)).toBeUndefined();
    expect(referralCodeSchema.parse(null)).toBeNull();
  });

  it.each([['A'.repeat(33)], ['AB<script>'], ['AB 12'], ['ÄBC'], ['a/b'], [''], [42]])(
    'drops %j instead of failing the request',
    (bad) => {
      expect(referralCodeSchema.parse(bad)).toBeNull();
      const body = otpVerifyBodySchema.parse({
        contact_number: '9876543210',
        process: 'login',
        otp: '1234',
        referral_code: bad,
      });
      expect(body.referral_code).toBeNull();
    },
  );

  it("refuses, on its own, with the stable rule 'referral_code_invalid'", () => {
    const result = referralCodeValueSchema.safeParse('AB<script>');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'A referral code has 1 to 32 letters, digits, - or _',
      params: { rule: 'referral_code_invalid' },
    });
  });

  it('tells codes apart the same way without zod, for the web', () => {
    expect(isPlausibleReferralCode('ASHA2026')).toBe(true);
    expect(isPlausibleReferralCode('abc')).toBe(true);
    expect(isPlausibleReferralCode('ASHA 2026')).toBe(false);
    expect(isPlausibleReferralCode(' ABC')).toBe(false);
    expect(isPlausibleReferralCode('A'.repeat(33))).toBe(false);
    expect(isPlausibleReferralCode(null)).toBe(false);
  });
});

describe('onboarding steps', () => {
  const state = (childrenCount: number, contactVerified: boolean) => ({
    childrenCount,
    contactVerified,
  });

  it.each([
    // [step, children, verified, where to]
    ['profile', 0, false, null],
    ['profile', 0, true, null],
    ['profile', 1, false, 'contact'],
    ['profile', 2, true, 'dashboard'],
    ['contact', 0, false, null],
    ['contact', 1, false, null],
    ['contact', 0, true, 'profile'],
    ['contact', 1, true, 'dashboard'],
  ] as const)('%s with %i children, verified %s → %s', (step, children, verified, expected) => {
    expect(onboardingStepRedirect(step, state(children, verified))).toBe(expected);
  });

  it('sends a parent on to the step session start would', () => {
    for (const s of [state(1, false), state(1, true), state(0, true)]) {
      const to = onboardingStepRedirect('profile', s) ?? onboardingStepRedirect('contact', s);
      expect(to).toBe(nextOnboardingStep(s));
    }
  });
});
