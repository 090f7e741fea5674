import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateInitialLanguage, loadMessages } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../test/fake-api';
import { renderAuthRoute } from '../test/render-auth-route';
import { OnboardingPage } from './OnboardingPage';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

/** A server with WhatsApp configured and no dev stand-ins. */
const PRODUCTION = { dev_mode: false, dev_stand_ins: { whatsapp: false, google: false } };
const chatLink = () => screen.findByRole('link', { name: 'Continue with Whatsapp' });
const meAnswer = (childrenCount: number, contactVerified: boolean) => ({
  user: {
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.com',
    contact_number: null,
    contact_verified: contactVerified,
    referral_code: 'ASHA2026',
  },
  children_count: childrenCount,
  contact_verified: contactVerified,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  queryClient.clear();
  localStorage.clear();
});

describe("'Continue with Whatsapp'", () => {
  it('opens wa.me/<WHATSAPP_CHAT_NUMBER> with the sign-up message when a chat number is configured', async () => {
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding', {
      whatsapp_chat_url: 'https://wa.me/919876543210',
      ...PRODUCTION,
    });
    const link = await chatLink();
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent('Hi Tika! Please sign me up.')}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('carries a stored referral code in the message', async () => {
    localStorage.setItem('referral_code', 'ASHA2026');
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding', {
      whatsapp_chat_url: 'https://wa.me/919876543210',
      ...PRODUCTION,
    });
    expect(await chatLink()).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent('Hi Tika! Please sign me up. (ref: ASHA2026)')}`,
    );
  });

  it('leaves out a stored value that cannot be a referral code', async () => {
    localStorage.setItem('referral_code', `${'X'.repeat(70)}<b>`);
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding', {
      whatsapp_chat_url: 'https://wa.me/919876543210',
      ...PRODUCTION,
    });
    expect(await chatLink()).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent('Hi Tika! Please sign me up.')}`,
    );
  });

  it('uses the dev chat stand-in when no number is configured in dev mode', async () => {
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding');
    expect(await chatLink()).toHaveAttribute(
      'href',
      `/dev/whatsapp?text=${encodeURIComponent('Hi Tika! Please sign me up.')}`,
    );
  });
});

describe('the dev sign-in notice', () => {
  it('points a newcomer to the stand-in pages in dev mode', async () => {
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding');
    const notice = await screen.findByRole('note', { name: 'Signing in on this machine' });
    expect(within(notice).getByRole('link', { name: 'WhatsApp chat stand-in' })).toHaveAttribute(
      'href',
      '/dev/whatsapp',
    );
    expect(within(notice).getByRole('link', { name: 'Outbox' })).toHaveAttribute(
      'href',
      '/dev/outbox',
    );
    expect(notice).toHaveTextContent('“Continue with Google” opens a stand-in consent page.');
  });

  it('is not shown when nothing is stood in for', async () => {
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding', {
      whatsapp_chat_url: 'https://wa.me/919876543210',
      ...PRODUCTION,
    });
    await chatLink();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('a signed-in parent on /onboarding', () => {
  it('is sent straight on to the next step when arriving directly', async () => {
    localStorage.setItem('access_token', 'session-token');
    fakeApi({ 'GET /api/user/me/': { body: meAnswer(0, true) } });
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding\/profile$/);
  });

  it('stays, still signed in, after Previous, and Next carries on where they left off', async () => {
    localStorage.setItem('access_token', 'session-token');
    const { calls } = fakeApi({ 'GET /api/user/me/': { body: meAnswer(1, false) } });
    renderAuthRoute('/onboarding', OnboardingPage, {
      pathname: '/onboarding',
      state: { backToSignIn: true },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to Tika' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(localStorage.getItem('access_token')).toBe('session-token');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding\/contact$/);
  });

  it('has no Next when nobody is signed in', async () => {
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding');
    expect(await screen.findByRole('heading', { name: 'Welcome to Tika' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('the language, first', () => {
  // The sign-in routes load this feature's messages with their code (app/router.tsx).
  beforeAll(() => loadMessages('auth'));

  /** The app's start (main.tsx): the stored choice, or the browser's language. */
  async function openWithBrowserLanguages(languages: string[]) {
    vi.stubGlobal('navigator', { ...navigator, languages });
    await act(activateInitialLanguage);
    renderAuthRoute('/onboarding', OnboardingPage, '/onboarding');
  }

  afterEach(() => {
    // Back to the tests' English (test/i18n-wrapper.tsx).
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    document.documentElement.lang = 'en';
  });

  it('offers English and हिन्दी, each named and marked in its own language', async () => {
    await openWithBrowserLanguages(['en-IN', 'en']);
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('radio', { name: 'English' });
    const hindi = within(group).getByRole('radio', { name: 'हिन्दी' });
    expect(english).toBeChecked();
    expect(hindi).not.toBeChecked();
    expect(english.closest('label')).toHaveAttribute('lang', 'en');
    expect(hindi.closest('label')).toHaveAttribute('lang', 'hi');
  });

  it('is Hindi, on screen and chosen, for a browser that asks for Hindi first', async () => {
    await openWithBrowserLanguages(['hi-IN', 'en-US']);
    expect(await screen.findByRole('heading', { name: 'Tika में आपका स्वागत है' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(document.documentElement.lang).toBe('hi');
  });

  it("follows the device's stored choice over the browser's language", async () => {
    localStorage.setItem('tika_language', 'en');
    await openWithBrowserLanguages(['hi-IN']);
    expect(screen.getByRole('heading', { name: 'Welcome to Tika' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('switches the screen at once and keeps the choice on the device', async () => {
    await openWithBrowserLanguages(['en']);
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'Tika में आपका स्वागत है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp से आगे बढ़ें' })).toHaveAttribute(
      'href',
      `/dev/whatsapp?text=${encodeURIComponent('नमस्ते Tika! कृपया मुझे साइन अप करें।')}`,
    );
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(localStorage.getItem('tika_language')).toBe('hi');

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Tika' })).toBeInTheDocument();
    expect(localStorage.getItem('tika_language')).toBe('en');
  });
});
