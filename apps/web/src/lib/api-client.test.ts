import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from './i18n/i18n';
import { ApiError, api, buildUrl } from './api-client';
import { fakeApi } from '../test/fake-api';
import { clearSession, setAccessToken } from './session-store';

/** The server answers every request with `status` and `body` (none when undefined). */
const respond = (status: number, body: unknown) => fakeApi({ '*': { status, body } });

describe('api client', () => {
  beforeEach(() => clearSession());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token as a bearer header and camelCases the answer', async () => {
    setAccessToken('tok-123');
    const { calls } = respond(200, { access_token: 'x', user: { first_name: 'Asha' } });
    const data = await api.get<{ access_token: string; user: { first_name: string } }>(
      '/api/user/me/',
    );
    expect(data).toEqual({ accessToken: 'x', user: { firstName: 'Asha' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no authorization header without a token', async () => {
    const { calls } = respond(200, {});
    await api.get('/api/x/');
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it("asks for the server's words in the app's language", async () => {
    const { calls } = respond(200, {});
    try {
      await activateLanguage('hi');
      await api.get('/api/x/');
      await activateLanguage('pseudo');
      await api.get('/api/x/');
    } finally {
      await activateLanguage('en');
    }
    await api.get('/api/x/');
    expect(calls.map((call) => call.headers['accept-language'])).toEqual(['hi', 'en', 'en']);
  });

  it('asks in the language about to be active when none is yet (a prefetch at start)', async () => {
    const { calls } = respond(200, {});
    vi.spyOn(i18n, 'locale', 'get').mockReturnValue('');
    localStorage.setItem('tika_language', 'hi');
    try {
      await api.get('/api/x/');
    } finally {
      localStorage.clear();
      vi.restoreAllMocks();
    }
    expect(calls[0]!.headers['accept-language']).toBe('hi');
  });

  it("surfaces the server's message as an ApiError", async () => {
    respond(400, { message: 'Please enter valid number', code: 'validation_failed' });
    await expect(api.post('/api/user/login/', {})).rejects.toMatchObject(
      new ApiError('Please enter valid number', 400, 'validation_failed'),
    );
  });

  it('uses the generic message when the server gives none', async () => {
    respond(502, undefined);
    await expect(api.get('/api/x/')).rejects.toMatchObject({
      message: 'Something went wrong',
      status: 502,
    });
  });

  it('builds query strings, skipping empty values', () => {
    expect(buildUrl('/api/a/', { child_id: 'c1', x: undefined, y: null })).toBe(
      '/api/a/?child_id=c1',
    );
  });
});

describe('an ended session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('announces itself when a request with a token is refused', async () => {
    setAccessToken('expired');
    respond(401, {
      message: 'Your session has ended. Please sign in again.',
      code: 'unauthenticated',
    });
    const heard = vi.fn();
    window.addEventListener('tika:session-ended', heard);
    await expect(api.get('/api/user/me/')).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('tika:session-ended', heard);
  });

  it('announces an ending once, however many requests in flight come back 401', async () => {
    setAccessToken('ended-while-loading');
    respond(401, { message: 'Your session has ended. Please sign in again.', code: 'x' });
    // The app's listener clears the token, as leaving the session does.
    const heard = vi.fn(() => clearSession());
    window.addEventListener('tika:session-ended', heard);
    const storm = ['/api/a/', '/api/b/', '/api/c/', '/api/d/'].map((path) => api.get(path));
    await Promise.allSettled(storm);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('tika:session-ended', heard);
  });

  it('announces it once even if nobody clears the token, and again for the next session', async () => {
    setAccessToken('ended-on-a-sign-in-page');
    respond(401, { message: 'ended', code: 'unauthenticated' });
    const heard = vi.fn();
    window.addEventListener('tika:session-ended', heard);
    await Promise.allSettled([api.get('/api/a/'), api.get('/api/b/')]);
    await Promise.allSettled([api.get('/api/c/')]);
    expect(heard).toHaveBeenCalledTimes(1);

    setAccessToken('the-next-session');
    await Promise.allSettled([api.get('/api/a/')]);
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener('tika:session-ended', heard);
  });

  it('stays quiet for a 401 to a token already replaced by a new sign-in', async () => {
    setAccessToken('old-session');
    let answer!: () => void;
    fakeApi({
      '*': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 401, body: { message: 'ended', code: 'x' } });
        }),
    });
    const heard = vi.fn();
    window.addEventListener('tika:session-ended', heard);
    const late = api.get('/api/user/me/');
    await vi.waitFor(() => expect(answer).toBeDefined());
    setAccessToken('new-session');
    answer();
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(heard).not.toHaveBeenCalled();
    window.removeEventListener('tika:session-ended', heard);
  });

  it('stays quiet for a 401 without a token (a wrong sign-in)', async () => {
    clearSession();
    respond(401, { message: 'no', code: 'unauthenticated' });
    const heard = vi.fn();
    window.addEventListener('tika:session-ended', heard);
    await expect(api.post('/api/sign_in/', {})).rejects.toMatchObject({ status: 401 });
    expect(heard).not.toHaveBeenCalled();
    window.removeEventListener('tika:session-ended', heard);
  });
});
