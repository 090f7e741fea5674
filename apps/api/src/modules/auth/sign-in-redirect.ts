import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_RETURN } from '@tika/contract';

/**
 * A page the browser is opening (a link in a new tab, the address bar), as opposed to a
 * script's fetch or an <img>: the browser says so with Sec-Fetch-Mode, or, where it sends no
 * fetch metadata, by asking for HTML.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  return String(request.headers.accept ?? '').includes('text/html');
}

/**
 * Sends a browser without a session to sign-in, to come back to `returnPath` once signed in
 * (the web checks it is one of ours before following it). 303: whatever the method was, the
 * sign-in page is fetched with GET.
 */
export function signInRedirect(reply: FastifyReply, returnPath: string): FastifyReply {
  const query = new URLSearchParams({ [SIGN_IN_RETURN.param]: returnPath });
  return reply.header('cache-control', 'no-store').redirect(`${SIGN_IN_RETURN.page}?${query}`, 303);
}
