import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, neverAnswer } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('fakeApi', () => {
  it('answers by method and path, ignoring the query, and records each request', async () => {
    const api = fakeApi({
      'GET /api/a/': { body: { ok: true } },
      'POST /api/a/': ({ body }) => ({ status: 201, body }),
    });
    const got = await fetch('/api/a/?x=1');
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual({ ok: true });
    const posted = await fetch('/api/a/', {
      method: 'POST',
      body: JSON.stringify({ n: 2 }),
      headers: { Authorization: 'Bearer t' },
    });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ n: 2 });
    expect(api.requests()).toEqual(['GET /api/a/?x=1', 'POST /api/a/']);
    expect(api.calls[1]).toMatchObject({ body: { n: 2 }, headers: { authorization: 'Bearer t' } });
  });

  it('answers an unknown route with a 404 in the API error shape, unless "*" takes it', async () => {
    fakeApi({});
    const missing = await fetch('/api/nope/');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });

    fakeApi({ '*': { status: 204 } });
    expect((await fetch('/api/anything/')).status).toBe(204);
  });

  it('throws an Error answer as a network failure, and can leave a request pending', async () => {
    fakeApi({ 'GET /api/down/': new TypeError('Failed to fetch'), 'GET /api/slow/': neverAnswer });
    await expect(fetch('/api/down/')).rejects.toThrow('Failed to fetch');
    const pending = await Promise.race([fetch('/api/slow/'), Promise.resolve('still waiting')]);
    expect(pending).toBe('still waiting');
  });

  it('serves a fixed Response more than once', async () => {
    fakeApi({ 'GET /api/file/': new Response('%PDF') });
    expect(await (await fetch('/api/file/')).text()).toBe('%PDF');
    expect(await (await fetch('/api/file/')).text()).toBe('%PDF');
  });
});
