import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SHARED_PAGE_PREFIX, STORAGE_KEYS } from '@tika/contract';
import { acceptedLanguage } from '../i18n/request-language';
import { readCookie } from '../modules/auth/cookies';

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
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const link = preloadLinkHeader(screenFiles(), pathname, pageLanguage(request));
    // The header names the language's files: a cache must keep one page per language choice.
    reply.header('vary', 'Cookie, Accept-Language');
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
  if (available) app.get('/', (request, reply) => sendIndex(request, reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed chunk, say) is a 404, never index.html served as script.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !looksLikeFile;
    if (available && wantsPage) return sendIndex(request, reply, pathname);
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${pathname}`, code: 'not_found' });
  });
});

interface Preload {
  href: string;
  as: 'script' | 'style' | 'font';
}
type RoutePreloads = Record<string, { files: Preload[]; languages: Record<string, Preload[]> }>;

/**
 * The language the app will draw the page in, as far as the server can tell: the web keeps the
 * device's choice in a cookie beside its local storage (lib/i18n/language.ts); without one, the
 * browser's language, as the web falls back to. A choice with no preloads (the test
 * pseudo-locale) gets none.
 */
export function pageLanguage(request: FastifyRequest): string {
  const chosen = readCookie(request, STORAGE_KEYS.language);
  if (chosen) return chosen;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

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

const linkOf = ({ href, as }: Preload) =>
  as === 'script'
    ? `<${href}>; rel=modulepreload`
    : as === 'font'
      ? `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`
      : `<${href}>; rel=preload; as=style`;

/**
 * The page's files named in a Link header, in the build's order (the main bundle first), then
 * the messages its first screen waits for in the page's language (and Hindi's font), so the
 * browser fetches them alongside the main bundle instead of a round trip or two after it:
 * exact paths, or prefixes ending in '/'.
 */
export function preloadLinkHeader(
  preloads: RoutePreloads,
  pathname: string,
  language: string,
): string | null {
  const key =
    pathname in preloads
      ? pathname
      : Object.keys(preloads).find((k) => k.endsWith('/') && pathname.startsWith(k));
  const page = key === undefined ? undefined : preloads[key];
  if (!page?.files?.length) return null;
  return [...page.files, ...(page.languages?.[language] ?? [])].map(linkOf).join(', ');
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
