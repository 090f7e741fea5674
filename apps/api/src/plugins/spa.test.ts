import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-spa-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tika</title><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

describe('serving the web app', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist } });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/dashboard', '/onboarding/profile', '/story/abc', '/refer/CODE1234']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves files added after start (a rebuild) without a restart', async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'late-999.js'), 'console.log(2)');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/late-999.js' })).statusCode).toBe(200);
  });

  it('answers a missing asset with 404, not with index.html as script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('never answers API paths with the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
