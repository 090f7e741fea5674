import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-spa-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Tika</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
// The build's compressed twins (vite.config.ts): a script with both, the page with gzip only.
const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ dose: `Dose ${i}` })))};`;
fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js'), bigScript);
fs.writeFileSync(
  path.join(webDist, 'assets', 'big-def456.js.br'),
  zlib.brotliCompressSync(bigScript),
);
fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(bigScript));
// The build's list of each entry page's screen files (apps/web/route-preloads.ts).
const writePreloads = (dashboardScript: string) =>
  fs.writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      '/dashboard': {
        files: [
          { href: '/assets/index-0.css', as: 'style' },
          { href: '/assets/index-0.js', as: 'script' },
          { href: dashboardScript, as: 'script' },
          { href: '/assets/DashboardRoute-2.css', as: 'style' },
        ],
        languages: {
          en: [{ href: '/assets/en-4.js', as: 'script' }],
          hi: [
            { href: '/assets/hi-5.js', as: 'script' },
            { href: '/assets/devanagari-400-6.woff2', as: 'font' },
          ],
        },
      },
      '/legal/': { files: [{ href: '/assets/legal-3.js', as: 'script' }], languages: {} },
    }),
  );
writePreloads('/assets/DashboardRoute-1.js');
fs.writeFileSync(
  path.join(webDist, 'index.html.gz'),
  zlib.gzipSync(fs.readFileSync(path.join(webDist, 'index.html'))),
);

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

  it('serves the doctor’s record page neither kept by the browser nor indexed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/shared/${'T'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed twin the browser accepts, and the plain file to one that accepts none', async () => {
    const get = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    expect(brotli.rawPayload.length).toBeLessThan(bigScript.length / 4);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('sends the page compressed on client routes too', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it("names an entry page's screen code in a Link header, so the browser fetches it with the main bundle", async () => {
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/dashboard?tab=home' });
    const shell =
      '</assets/index-0.css>; rel=preload; as=style, </assets/index-0.js>; rel=modulepreload, </assets/DashboardRoute-1.js>; rel=modulepreload, </assets/DashboardRoute-2.css>; rel=preload; as=style';
    // A browser that names no language of Tika's: the English messages, as the web falls back to.
    expect(dashboard.headers.link).toBe(`${shell}, </assets/en-4.js>; rel=modulepreload`);
    expect(dashboard.headers.vary).toContain('Accept-Language');

    // The language the app will be drawn in: the device's choice (the web's cookie) first, else
    // the browser's; Hindi adds its font. A choice without preloads (the test pseudo-locale) none.
    const linkFor = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'GET', url: '/dashboard', headers })).headers.link;
    const hindi = `${shell}, </assets/hi-5.js>; rel=modulepreload, </assets/devanagari-400-6.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin`;
    expect(await linkFor({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe(hindi);
    expect(await linkFor({ cookie: 'tika_language=hi', 'accept-language': 'en-IN' })).toBe(hindi);
    expect(await linkFor({ cookie: 'other=1; tika_language=en', 'accept-language': 'hi' })).toBe(
      `${shell}, </assets/en-4.js>; rel=modulepreload`,
    );
    expect(await linkFor({ cookie: 'tika_language=pseudo' })).toBe(shell);

    // A prefix entry covers every page under it; other pages get no header.
    expect((await ctx.app.inject({ method: 'GET', url: '/legal/faqs' })).headers.link).toBe(
      '</assets/legal-3.js>; rel=modulepreload',
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/tools' })).headers.link).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/' })).headers.link).toBeUndefined();

    // A rebuild's new list is used without a restart (a later mtime, as a real rebuild gives).
    writePreloads('/assets/DashboardRoute-9.js');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(webDist, 'route-preloads.json'), later, later);
    expect((await ctx.app.inject({ method: 'GET', url: '/dashboard' })).headers.link).toContain(
      '</assets/DashboardRoute-9.js>; rel=modulepreload',
    );
  });

  it('serves files added after start (a rebuild) without a restart', async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'late-999.js'), 'console.log(2)');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/late-999.js' })).statusCode).toBe(
      200,
    );
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
