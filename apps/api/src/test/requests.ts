import type { TestContext } from './app';

/** The Authorization header of a bearer token, as the web app sends it. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /api/user/me/ with these headers: the signed-in parent, or 401 without a live session. */
export const getMe = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/me/', headers });
