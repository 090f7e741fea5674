import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { clearSession, setAccessToken } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { requireOnboardingStep } from './guards';

const me = (childrenCount: number, contactVerified: boolean) => ({
  user: {
    first_name: 'Asha',
    last_name: 'Rao',
    email: null,
    contact_number: '9876543210',
    contact_verified: contactVerified,
    referral_code: 'ASHA2345',
    signup_referral_code: null,
    time_zone: 'Asia/Kolkata',
    home_state: null,
    language: 'en',
  },
  children_count: childrenCount,
  contact_verified: contactVerified,
});

/** Where the step's loader sends the parent: a redirect's Location, or null to stay. */
async function openStep(step: 'profile' | 'contact'): Promise<string | null> {
  try {
    await requireOnboardingStep(step)();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('an onboarding step already done (docs/product/sessions-and-sign-in.md)', () => {
  beforeEach(() => setAccessToken('token-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    clearSession();
  });

  it.each([
    // [step, children, verified, where to]
    ['profile', 1, true, '/dashboard'],
    ['profile', 1, false, '/onboarding/contact'],
    ['contact', 1, true, '/dashboard'],
    ['contact', 0, true, '/onboarding/profile'],
    ['profile', 0, false, null],
    ['profile', 0, true, null],
    ['contact', 1, false, null],
  ] as const)(
    '%s, with %i children and verified %s, goes to %s',
    async (step, children, verified, expected) => {
      fakeApi({ 'GET /api/user/me/': { body: me(children, verified) } });
      expect(await openStep(step)).toBe(expected);
    },
  );

  it('still sends a parent without a session to /onboarding first', async () => {
    clearSession();
    const api = fakeApi({});
    expect(await openStep('profile')).toBe('/onboarding');
    expect(api.calls).toEqual([]);
  });
});
