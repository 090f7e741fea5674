import { redirect } from 'react-router';
import { SIGN_IN_RETURN } from '@tika/contract';

/**
 * Where a parent sent to sign-in goes back to once signed in: the server sends a file link
 * opened without a session to /onboarding?next=/api/files/… (docs/product/sessions-and-sign-in.md).
 * Kept for this tab (sessionStorage) from the moment the sign-in page opens, because signing
 * in may leave the page (Google's consent screen) before a session exists.
 */
const KEY = 'tika_return_path';

/** The pages that sign a parent in: going back to one of them would go nowhere. */
const SIGN_IN_PAGES = /^\/(onboarding|login|token|verify|register-webinar)$/;

/**
 * `value` when it is a path of this site a parent may be sent to (a file link, or a page of
 * the app), else null: a `next` from the address bar is anyone's to write, so nothing that
 * leaves the site (//evil.example, /\evil.example, https://…) and no other server route.
 */
export function safeReturnPath(
  value: string | null,
  origin: string = window.location.origin,
): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  // The parser drops tabs and newlines and reads \ as /, so the origin is checked after it.
  if (url.origin !== origin) return null;
  const { pathname } = url;
  if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) return null;
  if (SIGN_IN_PAGES.test(pathname)) return null;
  return `${pathname}${url.search}${url.hash}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** When the app opens on the sign-in page with ?next=, remembers where to go back to. */
export function keepReturnPath(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname !== SIGN_IN_RETURN.page) return;
  const next = new URLSearchParams(location.search).get(SIGN_IN_RETURN.param);
  if (next === null) return;
  const path = safeReturnPath(next);
  try {
    if (path) storage()?.setItem(KEY, path);
    else storage()?.removeItem(KEY);
  } catch {
    // Storage full or blocked: the parent lands on the dashboard instead.
  }
}

function takeReturnPath(): string | null {
  const store = storage();
  const path = store?.getItem(KEY) ?? null;
  store?.removeItem(KEY);
  return safeReturnPath(path);
}

/**
 * Called once the session is known to be valid (the route guard): a remembered file link is
 * opened as a whole page, since the server serves it, not the app (the session's cookie came
 * with the sign-in); an app page is a redirect. Nothing remembered: nothing happens.
 */
export function goBackAfterSignIn(): void {
  const path = takeReturnPath();
  if (!path) return;
  if (path.startsWith('/api/')) window.location.assign(path);
  else throw redirect(path);
}
