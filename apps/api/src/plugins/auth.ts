import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { readSessionCookie, setSessionCookie } from '../modules/auth/session-cookie';
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
    /**
     * onRequest hook for routes that need a signed-in parent. Given the reply (as a hook always
     * is), it also brings the browser's access_token cookie up to date with the bearer token.
     */
    requireSession: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /**
     * The request's live session by the same rules, or null where requireSession would answer
     * 401: for logout, which must also work once the session has ended.
     */
    findSession: (request: FastifyRequest) => Promise<AuthContext | null>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
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

type Lookup =
  | { auth: AuthContext; token: string; byBearer: boolean; expiresAt: Date }
  | { auth: null; ended: boolean };

export const authPlugin = fp(async (app: FastifyInstance) => {
  const { env, clock, database } = app.deps;
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  app.decorateRequest('auth', null);

  async function lookUp(request: FastifyRequest): Promise<Lookup> {
    const bearer = bearerToken(request);
    let token = bearer;
    if (!token) {
      const fromCookie = readSessionCookie(request);
      if (fromCookie && !isSameOrigin(request, publicOrigin)) {
        // A cookie-only write from another site is a forgery attempt, not a lapsed session.
        if (!SAFE_METHODS.has(request.method))
          throw AppError.forbidden('Cross-site request refused');
        return { auth: null, ended: false };
      }
      token = fromCookie;
    }
    if (!token) return { auth: null, ended: false };
    const session = await resolveSession(database.db, token, clock.now());
    if (!session) return { auth: null, ended: true };
    const auth = { userId: session.userId, sessionId: session.sessionId };
    return { auth, token, byBearer: Boolean(bearer), expiresAt: session.expiresAt };
  }

  app.decorate('findSession', async (request: FastifyRequest) => (await lookUp(request)).auth);

  app.decorate('requireSession', async (request: FastifyRequest, reply?: FastifyReply) => {
    const found = await lookUp(request);
    if (!found.auth) {
      throw found.ended
        ? AppError.unauthenticated('Your session has ended. Please sign in again.')
        : AppError.unauthenticated();
    }
    request.auth = found.auth;
    // Every later log line of the request says whose it was (an id, never a number or name).
    request.log = request.log.child({ userId: found.auth.userId });
    // Sessions begun before the server set the cookie (or a cookie the browser lost) hold the
    // token only in local storage. The web's own requests carry it as the bearer header, so the
    // first of them puts the cookie back: no call the web must remember, no endpoint to keep.
    // A request the cookie itself signed in has it already.
    if (reply && found.byBearer && readSessionCookie(request) !== found.token) {
      const secondsLeft = (found.expiresAt.getTime() - clock.now().getTime()) / 1000;
      setSessionCookie(reply, found.token, secondsLeft, env.PUBLIC_URL);
    }
  });
});

/** The signed-in parent of a request behind requireSession. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}
