import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../test/fake-api';
import { meQuery } from './session';
import { signUpDetails } from './sign-up-details';

const meIn = (language: string) => ({
  user: { first_name: 'Asha', language },
  children_count: 1,
  contact_verified: true,
});

beforeEach(() => localStorage.setItem('access_token', 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  document.documentElement.lang = 'en';
});

describe("the parent's language after sign-in (docs/decisions/0020-hindi-and-english.md)", () => {
  it("wins over the device's: the app switches, and the device keeps it", async () => {
    fakeApi({ 'GET /api/user/me/': { body: meIn('hi') } });
    await queryClient.fetchQuery(meQuery);
    expect(i18n.locale).toBe('hi');
    expect(i18n._(msg`Due next`)).toBe('अगले टीके');
    expect(localStorage.getItem('tika_language')).toBe('hi');
  });

  it('changes nothing when it is the language on screen already', async () => {
    fakeApi({ 'GET /api/user/me/': { body: meIn('en') } });
    await queryClient.fetchQuery(meQuery);
    expect(i18n.locale).toBe('en');
    expect(localStorage.getItem('tika_language')).toBeNull();
  });

  it("waits for the app's first language when the session comes first, and keeps the same one as it is", async () => {
    i18n.loadAndActivate({ locale: '', messages: {} });
    fakeApi({ 'GET /api/user/me/': { body: meIn('en') } });
    const me = queryClient.fetchQuery(meQuery);
    await activateLanguage('en');
    await me;
    expect(i18n.locale).toBe('en');
    expect(localStorage.getItem('tika_language')).toBeNull();
  });

  it('leaves the pseudo-locale a test chose', async () => {
    await activateLanguage('pseudo');
    fakeApi({ 'GET /api/user/me/': { body: meIn('hi') } });
    await queryClient.fetchQuery(meQuery);
    expect(i18n.locale).toBe('pseudo');
  });
});

describe('what a sign-in sends for a sign-up', () => {
  it('is the referral code kept and the language on screen', async () => {
    localStorage.setItem('referral_code', 'ASHA2026');
    await activateLanguage('hi');
    expect(signUpDetails()).toEqual({ referral_code: 'ASHA2026', language: 'hi' });
  });

  it('sends no language for the pseudo-locale, which no parent speaks', async () => {
    await activateLanguage('pseudo');
    expect(signUpDetails()).toEqual({ referral_code: null, language: undefined });
  });
});
