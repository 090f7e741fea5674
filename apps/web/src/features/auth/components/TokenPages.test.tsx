import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { queryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../test/fake-api';
import { renderAuthRoute, signedInAnswer } from '../test/render-auth-route';
import { LinkVerifyPage } from './TokenPages';

vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const USED =
  'This link has expired or was already used. Send us a message on WhatsApp for a new one.';

// The WhatsApp sign-in link opens at /verify; webinar sign-ups get the same link at /register-webinar.
describe.each(['/verify', '/register-webinar'])('%s?token=', (path) => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    queryClient.clear();
    localStorage.clear();
    document.cookie = 'access_token=; Path=/; Max-Age=0';
  });

  it('signs in with the link, keeps the token, selects the first child and opens the dashboard', async () => {
    localStorage.setItem('referral_code', 'ASHA2026');
    const { calls } = fakeApi({
      'POST /api/auth/link/verify/': { body: signedInAnswer([{ id: 'child-1', name: 'Anaya' }]) },
    });
    renderAuthRoute(path, LinkVerifyPage, `${path}?token=link-token-123`);

    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/dashboard$/);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/auth/link/verify/',
        // The device's language goes too: a new parent's account starts with it.
        body: { token: 'link-token-123', referral_code: 'ASHA2026', language: 'en' },
      }),
    ]);
    expect(localStorage.getItem('access_token')).toBe('new-session-token');
    expect(localStorage.getItem('selected_child')).toBe('child-1');
    // Sent with the sign-in: kept on the new parent by the server, no longer by the browser.
    expect(localStorage.getItem('referral_code')).toBeNull();
  });

  it('sends a new parent without children on to onboarding', async () => {
    fakeApi({ 'POST /api/auth/link/verify/': { body: signedInAnswer() } });
    renderAuthRoute(path, LinkVerifyPage, `${path}?token=link-token-456`);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding$/);
    expect(localStorage.getItem('access_token')).toBe('new-session-token');
  });

  it('shows the server message for a used link and goes to /onboarding, signed out', async () => {
    fakeApi({
      'POST /api/auth/link/verify/': { status: 400, body: { message: USED, code: 'invalid_link' } },
    });
    renderAuthRoute(path, LinkVerifyPage, `${path}?token=used-token`);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding$/);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(USED));
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('goes to /onboarding without asking the server when there is no token', async () => {
    const { calls } = fakeApi({});
    renderAuthRoute(path, LinkVerifyPage, path);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/onboarding$/);
    expect(calls).toEqual([]);
  });
});
