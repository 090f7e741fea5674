import { STORAGE_KEYS } from '@tika/contract';

/**
 * The access token lives in localStorage, with a same-named cookie as the fallback the
 * spec asks for (docs/product/sessions-and-sign-in.md). The server accepts the cookie only from our own origin.
 */
const TOKEN_KEY = STORAGE_KEYS.accessToken;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function getAccessToken(): string | null {
  try {
    const stored = localStorage.getItem(TOKEN_KEY);
    if (stored) return stored;
  } catch {
    // Storage can be blocked (private mode, settings); the cookie still works.
  }
  return readCookie(TOKEN_KEY);
}

/**
 * As long as a server session can last: 90 days from sign-in (SESSION_ABSOLUTE_MS in
 * apps/api/src/modules/auth/sessions-repository.ts; it also ends after 30 idle days, which the
 * server decides). Pictures in <img> tags (story pages) send only this cookie, so it must not
 * run out while the session still works.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

function writeTokenCookie(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function setAccessToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    /* cookie below is the fallback */
  }
  writeTokenCookie(token);
}

/**
 * Re-sets the cookie from the stored token, so it keeps up with a session that slides past the
 * cookie's first lifetime (or a cookie the browser dropped while localStorage kept the token).
 * Runs when the app starts (this module loads); a token the server no longer accepts is
 * cleared by the session guard as before.
 */
export function refreshTokenCookie(): void {
  const token = getAccessToken();
  if (token) writeTokenCookie(token);
}

/** Logout: all local storage and every cookie go (docs/product/sessions-and-sign-in.md). */
export function clearSession(): void {
  try {
    localStorage.clear();
  } catch {
    /* nothing stored */
  }
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

refreshTokenCookie();
