import { STORAGE_KEYS } from '@tika/contract';

/**
 * The access token lives in localStorage, with a same-named cookie as the fallback the
 * spec asks for (SPEC.md §6). The server accepts the cookie only from our own origin.
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

export function setAccessToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    /* cookie below is the fallback */
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Path=/; Max-Age=${60 * 60 * 24 * 30}; SameSite=Lax${secure}`;
}

/** Logout: all local storage and every cookie go (SPEC.md §4). */
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
