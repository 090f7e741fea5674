import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SHARED_PAGE_PREFIX } from '@tika/contract';

const isSharedPage = (url: string) => url.startsWith(SHARED_PAGE_PREFIX);

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a
 * deploy reaches parents on their next load. Unknown non-API paths get index.html and the
 * client router decides (its fallback screen covers truly unknown routes).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexHtml = path.join(opts.root, 'index.html');
  const available = fs.existsSync(indexHtml);
  if (available) {
    await app.register(fastifyStatic, {
      root: opts.root,
      // Looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz twins of text assets (vite.config.ts); send the one the
      // browser accepts, with Vary: Accept-Encoding. Files without a twin go as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : isSharedPage(reply.request.url)
              ? 'no-store'
              : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No built web app at ${opts.root}; run "npm run build" to serve the SPA.`);
  }

  const screenFiles = routePreloadsReader(opts.root);
  const sendIndex = (reply: FastifyReply, pathname: string) => {
    const link = preloadLinkHeader(screenFiles(), pathname);
    if (link) reply.header('link', link);
    // The doctor's record page: its address is a capability, never for a search engine (nor
    // for the browser to keep: setHeaders above).
    if (isSharedPage(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  };

  // "/" is the dist folder itself, which the static handler refuses (403) because index is off.
  if (available) app.get('/', (_request, reply) => sendIndex(reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed chunk, say) is a 404, never index.html served as script.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !looksLikeFile;
    if (available && wantsPage) return sendIndex(reply, pathname);
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${pathname}`, code: 'not_found' });
  });
});

type RoutePreloads = Record<string, Array<{ href: string; as: 'script' | 'style' }>>;

/**
 * The build's list of each entry page's screen files (apps/web/route-preloads.ts), read again
 * when a rebuild rewrites it. No list (an older build, a dev setup) means no preloads.
 */
function routePreloadsReader(root: string): () => RoutePreloads {
  const file = path.join(root, 'route-preloads.json');
  let cached: { mtimeMs: number; preloads: RoutePreloads } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, preloads: JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads };
      return cached.preloads;
    } catch {
      return {};
    }
  };
}

/**
 * The page's files named in a Link header, in the build's order (the main bundle first), so the
 * browser fetches the screen's code alongside the main bundle instead of one round trip after
 * it: exact paths, or prefixes ending in '/'.
 */
export function preloadLinkHeader(preloads: RoutePreloads, pathname: string): string | null {
  const key =
    pathname in preloads
      ? pathname
      : Object.keys(preloads).find((k) => k.endsWith('/') && pathname.startsWith(k));
  const files = key === undefined ? undefined : preloads[key];
  if (!files?.length) return null;
  return files
    .map(({ href, as }) =>
      as === 'script' ? `<${href}>; rel=modulepreload` : `<${href}>; rel=preload; as=style`,
    )
    .join(', ');
}

/** The folder with the built SPA: apps/web/dist, found from wherever this module runs. */
export function defaultWebDistDir(from = path.dirname(new URL(import.meta.url).pathname)): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(dir, 'apps', 'web'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve('apps/web/dist');
    dir = parent;
  }
}
