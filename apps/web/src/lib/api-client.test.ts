import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl } from './api-client';
import { clearSession, setAccessToken } from './session-store';

function respond(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}

describe('api client', () => {
  beforeEach(() => clearSession());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token as a bearer header and camelCases the answer', async () => {
    setAccessToken('tok-123');
    const fetchMock = respond(200, { access_token: 'x', user: { first_name: 'Asha' } });
    vi.stubGlobal('fetch', fetchMock);
    const data = await api.get<{ access_token: string; user: { first_name: string } }>(
      '/api/user/me/',
    );
    expect(data).toEqual({ accessToken: 'x', user: { firstName: 'Asha' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
  });

  it('falls back to the access_token cookie when local storage is empty', async () => {
    setAccessToken('from-cookie');
    localStorage.clear();
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/x/');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer from-cookie');
  });

  it('sends no authorization header without a token', async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/x/');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it("surfaces the server's message as an ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, { message: 'Please enter valid number', code: 'validation_failed' }),
    );
    await expect(api.post('/api/user/login/', {})).rejects.toMatchObject(
      new ApiError('Please enter valid number', 400, 'validation_failed'),
    );
  });

  it('uses the generic message when the server gives none', async () => {
    vi.stubGlobal('fetch', respond(502, undefined));
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
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            message: 'Your session has ended. Please sign in again.',
            code: 'unauthenticated',
          }),
          { status: 401 },
        ),
      ),
    );
    const heard = vi.fn();
    window.addEventListener('tika:session-ended', heard);
    await expect(api.get('/api/user/me/')).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('tika:session-ended', heard);
  });

  it('stays quiet for a 401 without a token (a wrong sign-in)', async () => {
    clearSession();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ message: 'no', code: 'unauthenticated' }), { status: 401 }),
        ),
    );
    const heard = vi.fn();
    window.addEventListener('tika:session-ended', heard);
    await expect(api.post('/api/sign_in/', {})).rejects.toMatchObject({ status: 401 });
    expect(heard).not.toHaveBeenCalled();
    window.removeEventListener('tika:session-ended', heard);
  });
});
