import { describe, expect, it } from 'vitest';
import { isPlausibleReferralCode } from './auth';
import { otpVerifyBodySchema, referralCodeSchema } from './schemas/auth';

describe('referral codes', () => {
  it('keeps a code that can be one', () => {
    expect(referralCodeSchema.parse(' ASHA2026 ')).toBe('ASHA2026');
    expect(referralCodeSchema.parse(undefined)).toBeUndefined();
    expect(referralCodeSchema.parse(null)).toBeNull();
  });

  it.each([['A'.repeat(65)], ['AB<script>'], ['AB1'], [''], [42]])(
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

  it('tells plausible codes apart', () => {
    expect(isPlausibleReferralCode('ASHA2026')).toBe(true);
    expect(isPlausibleReferralCode('asha2026')).toBe(true);
    expect(isPlausibleReferralCode('ASHA 2026')).toBe(false);
    expect(isPlausibleReferralCode(null)).toBe(false);
  });
});
