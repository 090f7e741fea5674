import { afterEach, describe, expect, it, vi } from 'vitest';
import { goBackAfterSignIn, keepReturnPath, safeReturnPath } from './return-path';

const ORIGIN = window.location.origin;
const FILE = '/api/files/v1.opaque-link_token';

const openSignIn = (next: string, pathname = '/onboarding') =>
  keepReturnPath({ pathname, search: `?${new URLSearchParams({ next })}` });

/** goBackAfterSignIn, with location.assign watched: the redirect it threw, or what it opened. */
function goBack(): { opened: string | undefined; redirectedTo: string | null } {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: ORIGIN, assign });
  try {
    goBackAfterSignIn();
    return { opened: assign.mock.calls[0]?.[0], redirectedTo: null };
  } catch (thrown) {
    return { opened: undefined, redirectedTo: (thrown as Response).headers.get('Location') };
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('the path to go back to after sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it.each([
    [FILE, FILE],
    [`${FILE}?download=1`, `${FILE}?download=1`],
    ['/dashboard?tab=health', '/dashboard?tab=health'],
    ['/stories/abc', '/stories/abc'],
  ])('accepts %s, a file link or a page of the app', (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/api/files/x',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/api/files/x',
    `${ORIGIN}/api/files/x`,
    'javascript:alert(1)',
    'api/files/x',
    '',
    '/api/auth/logout/',
    '/api/user/delete/',
    '/onboarding',
    '/login',
  ])('refuses %j: another site, another server route, or sign-in itself', (value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });

  it('opens a remembered file link as a whole page, once', () => {
    openSignIn(FILE);
    expect(goBack()).toEqual({ opened: FILE, redirectedTo: null });
    expect(goBack()).toEqual({ opened: undefined, redirectedTo: null });
  });

  it('redirects to a remembered page of the app', () => {
    openSignIn('/dashboard?tab=health');
    expect(goBack()).toEqual({ opened: undefined, redirectedTo: '/dashboard?tab=health' });
  });

  it('remembers nothing hostile, and a hostile next forgets an earlier one', () => {
    openSignIn(FILE);
    openSignIn('//evil.example');
    expect(goBack()).toEqual({ opened: undefined, redirectedTo: null });
  });

  it('reads next only on the sign-in page', () => {
    openSignIn(FILE, '/dashboard');
    expect(goBack().opened).toBeUndefined();
  });

  it('does not trust what was put in storage by other means', () => {
    sessionStorage.setItem('tika_return_path', '//evil.example');
    expect(goBack()).toEqual({ opened: undefined, redirectedTo: null });
  });
});
