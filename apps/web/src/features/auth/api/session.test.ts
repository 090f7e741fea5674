import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from './session';

describe('session start (docs/product/sessions-and-sign-in.md)', () => {
  it.each([
    [{ contactVerified: false, childrenCount: 1 }, '/onboarding/contact'],
    [{ contactVerified: false, childrenCount: 0 }, '/onboarding/profile'],
    [{ contactVerified: true, childrenCount: 0 }, '/onboarding/profile'],
    [{ contactVerified: true, childrenCount: 2 }, '/dashboard'],
  ])('%j → %s', (state, path) => {
    expect(pathAfterSignIn(state)).toBe(path);
  });
});
