import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, readCookie, setCookie } from './cookies';

/**
 * The cookie that ties a Google sign-in to the browser that started it (google-sign-in.ts).
 * HttpOnly and SameSite=Lax like every cookie of ours (cookies.ts). Scoped to the two Google
 * endpoints and to the ten minutes a state lives, so it travels nowhere else.
 */
export const GOOGLE_BROWSER_COOKIE = 'tika_google_signin';
const COOKIE_PATH = '/api/auth/google';
const MAX_AGE_SECONDS = 10 * 60;

export function readGoogleBrowserCookie(request: FastifyRequest): string | null {
  return readCookie(request, GOOGLE_BROWSER_COOKIE);
}

export function setGoogleBrowserCookie(
  reply: FastifyReply,
  value: string,
  publicUrl: string,
): void {
  setCookie(reply, GOOGLE_BROWSER_COOKIE, value, MAX_AGE_SECONDS, {
    path: COOKIE_PATH,
    publicUrl,
  });
}

export function clearGoogleBrowserCookie(reply: FastifyReply, publicUrl: string): void {
  clearCookie(reply, GOOGLE_BROWSER_COOKIE, { path: COOKIE_PATH, publicUrl });
}
