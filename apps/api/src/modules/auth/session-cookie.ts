import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_KEYS } from '@tika/contract';
import { clearCookie, readCookie, setCookie } from './cookies';
import { clearGoogleBrowserCookie } from './google-browser-cookie';
import { SESSION_ABSOLUTE_MS } from './sessions-repository';

/**
 * The access_token cookie: the session's token again, for what a browser asks for without our
 * script's bearer header, pictures in <img> (story pages) and files opened in a new tab. Only the
 * server writes it (HttpOnly, cookies.ts), on every answer that starts a session; the web keeps
 * the same token in local storage for its bearer header. It counts only on same-origin requests
 * (plugins/auth.ts).
 */
const SESSION_COOKIE = STORAGE_KEYS.accessToken;
const sessionScope = (publicUrl: string) => ({ path: '/', publicUrl });

export function readSessionCookie(request: FastifyRequest): string | null {
  return readCookie(request, SESSION_COOKIE);
}

/** The cookie lives as long as the session can: `secondsLeft` of its absolute lifetime. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secondsLeft: number,
  publicUrl: string,
): void {
  setCookie(reply, SESSION_COOKIE, token, secondsLeft, sessionScope(publicUrl));
}

/**
 * A sign-in's answer, with the new session's cookie set on the reply. Every route that answers
 * an access_token goes through here, so no way in leaves the browser without the cookie.
 */
export function withSessionCookie<T extends { access_token: string }>(
  reply: FastifyReply,
  publicUrl: string,
  answer: T,
): T {
  setSessionCookie(reply, answer.access_token, SESSION_ABSOLUTE_MS / 1000, publicUrl);
  return answer;
}

/** Logout and an ended session: scripts cannot remove HttpOnly cookies, so the server does. */
export function clearSessionCookies(reply: FastifyReply, publicUrl: string): void {
  clearCookie(reply, SESSION_COOKIE, sessionScope(publicUrl));
  clearGoogleBrowserCookie(reply, publicUrl);
}
