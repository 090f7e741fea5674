import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STORAGE_KEYS } from '@tika/contract';
import { AppError } from '../errors';
import { resolveSession } from '../modules/auth/sessions-repository';

export interface AuthContext {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in parent. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function cookieToken(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === STORAGE_KEYS.accessToken) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The cookie is the spec's fallback for the bearer header. Browsers attach cookies to
 * cross-site requests too, so it counts only when the browser says the request comes from
 * our own origin (Sec-Fetch-Site, or an Origin header equal to ours).
 */
function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin) return origin === publicOrigin;
  return false;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = new URL(app.deps.env.PUBLIC_URL).origin;
  app.decorateRequest('auth', null);

  app.decorate('requireSession', async (request: FastifyRequest) => {
    let token = bearerToken(request);
    if (!token) {
      const fromCookie = cookieToken(request);
      if (fromCookie && !isSameOrigin(request, publicOrigin)) {
        // A cookie-only write from another site is a forgery attempt, not a lapsed session.
        if (!SAFE_METHODS.has(request.method))
          throw AppError.forbidden('Cross-site request refused');
        throw AppError.unauthenticated();
      }
      token = fromCookie;
    }
    if (!token) throw AppError.unauthenticated();
    const session = await resolveSession(app.deps.database.db, token, app.deps.clock.now());
    if (!session) throw AppError.unauthenticated('Your session has ended. Please sign in again.');
    request.auth = { userId: session.userId, sessionId: session.sessionId };
    // Every later log line of the request says whose it was (an id, never a number or name).
    request.log = request.log.child({ userId: session.userId });
  });
});

/** The signed-in parent of a request behind requireSession. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}
