import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie that ties a Google sign-in to the browser that started it (google-sign-in.ts).
 * httpOnly: scripts never see it. SameSite=Lax: a page on another site cannot make the
 * browser send it along. Scoped to the two Google endpoints and to the ten minutes a state
 * lives, so it travels nowhere else.
 */
export const GOOGLE_BROWSER_COOKIE = 'tika_google_signin';
const COOKIE_PATH = '/api/auth/google';
const MAX_AGE_SECONDS = 10 * 60;

export function readGoogleBrowserCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === GOOGLE_BROWSER_COOKIE) return rest.join('=') || null;
  }
  return null;
}

export function setGoogleBrowserCookie(
  reply: FastifyReply,
  value: string,
  publicUrl: string,
): void {
  const secure = new URL(publicUrl).protocol === 'https:' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${GOOGLE_BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}
