import { STORAGE_KEYS } from '@tika/contract';

/**
 * The access token lives in localStorage and goes out as the bearer header. The same-named
 * cookie (pictures in <img>, files opened in a new tab) is the server's to set and clear: it is
 * HttpOnly, so no script here can read it or leak it (docs/product/sessions-and-sign-in.md).
 */
const TOKEN_KEY = STORAGE_KEYS.accessToken;

/** Local storage survives logout for these: the device's choices, not the parent's data. */
const KEPT_AT_LOGOUT: readonly string[] = [STORAGE_KEYS.language];

/** Where storage is blocked (private mode, settings) the token lasts for this visit only. */
let tokenInMemory: string | null = null;

export function getAccessToken(): string | null {
  try {
    const stored = localStorage.getItem(TOKEN_KEY);
    if (stored) return stored;
  } catch {
    // Storage blocked: the copy in memory below.
  }
  return tokenInMemory;
}

export function setAccessToken(token: string): void {
  tokenInMemory = token;
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    /* kept in memory only */
  }
}

/**
 * Logout on this device: the token and every local storage key but the device's own choices,
 * and every cookie a script can see. The server clears its HttpOnly ones (leave-session.ts).
 */
export function clearSession(): void {
  tokenInMemory = null;
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key !== null && !KEPT_AT_LOGOUT.includes(key)) localStorage.removeItem(key);
    }
  } catch {
    /* nothing stored */
  }
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
