import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';

/** What Chromium sends when a link is opened in a new tab from our own page. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'same-origin',
};
/** An <img> on our page, and the web app's own fetch. */
const PICTURE = { accept: 'image/avif,image/webp,*/*', 'sec-fetch-mode': 'no-cors' };
const SCRIPT = { accept: 'application/json', 'sec-fetch-mode': 'cors' };

// The session is checked before the link: any link shows what a browser without one gets.
const FILE = '/api/files/a-link-made-for-this-test';

describe('a file link opened in the browser without a session', () => {
  const ctx = useTestApp();
  const open = (headers: Record<string, string>, url = FILE) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('goes to sign-in (303), which comes back to the link afterwards', async () => {
    const res = await open(NAVIGATION);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/onboarding?next=${encodeURIComponent(FILE)}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('unauthenticated');
  });

  it('keeps the query of the link, and works for a browser that sends only Accept', async () => {
    const res = await open({ accept: 'text/html' }, `${FILE}?download=1`);
    expect(res.statusCode).toBe(303);
    const next = new URL(res.headers.location!, 'http://localhost').searchParams.get('next');
    expect(next).toBe(`${FILE}?download=1`);
  });

  it('goes to sign-in too when the cookie holds an ended session', async () => {
    const parent = await createParent(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: parent.headers });
    const res = await open({ ...NAVIGATION, cookie: `access_token=${parent.token}` });
    expect(res.statusCode).toBe(303);
  });

  it('answers 401 JSON to pictures and scripts, as before', async () => {
    for (const headers of [PICTURE, SCRIPT, {}]) {
      const res = await open(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('is not sent away with a live session: the link itself decides (404 for this made-up one)', async () => {
    const parent = await createParent(ctx);
    const byCookie = await open({ ...NAVIGATION, cookie: `access_token=${parent.token}` });
    expect(byCookie.statusCode).toBe(404);
    expect((await open({ ...NAVIGATION, ...parent.headers })).statusCode).toBe(404);
  });
});
