import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every cookie the API sets (the session's access_token, the Google sign-in binding) is written
 * and read here, one way:
 *
 * - HttpOnly: scripts never see it, so an injected script cannot carry the session away.
 * - SameSite=Lax: a page on another site cannot make the browser send it along with a write.
 * - Secure whenever the app's public URL (PUBLIC_URL) is https, which it is wherever parents
 *   reach Tika. Not on http: a browser refuses a Secure cookie from http://localhost, which would
 *   leave development and the browser tests without one. PUBLIC_URL rather than the request's
 *   scheme, because behind a proxy that ends TLS the request arrives over plain http.
 */
export interface CookieScope {
  path: string;
  publicUrl: string;
}

/** The value of the request's cookie `name`, or null when it is missing, empty or garbled. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  scope: CookieScope,
): void {
  const secure = new URL(scope.publicUrl).protocol === 'https:' ? '; Secure' : '';
  // Fastify keeps every set-cookie header it is given, so several cookies go in one answer;
  // a cookie set twice (the session put back by the auth hook, then rotated by the route)
  // keeps only its last value.
  const earlier = reply.getHeader('set-cookie');
  const others = (Array.isArray(earlier) ? earlier : earlier ? [String(earlier)] : []).filter(
    (cookie) => !cookie.startsWith(`${name}=`),
  );
  reply.removeHeader('set-cookie');
  for (const cookie of others) reply.header('set-cookie', cookie);
  reply.header(
    'set-cookie',
    `${name}=${encodeURIComponent(value)}; Path=${scope.path}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** Tells the browser to drop the cookie: same name and path, no value, no time left. */
export function clearCookie(reply: FastifyReply, name: string, scope: CookieScope): void {
  setCookie(reply, name, '', 0, scope);
}
