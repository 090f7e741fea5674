import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { routePreloads } from './route-preloads';
import { linguiPlugins } from './vite-lingui';

const apiTarget = process.env.TIKA_API_URL ?? 'http://127.0.0.1:8080';

/** The purple of --color-primary and the page background of --color-background (styles/tokens.css). */
const THEME_COLOUR = '#6b3fd4';
const BACKGROUND_COLOUR = '#f7f5fb';

/**
 * The signed-in reads the dashboard needs to draw itself offline (children, me, config, the
 * vaccine schedule, growth and the records list): the only API answers the service worker may
 * keep. An allow-list, so a new endpoint is never cached by accident. Auth, files, dev,
 * payments, calendar feeds and exports stay network-only.
 */
const CACHED_API_READS = [
  '/api/user/me/',
  '/api/config/',
  '/api/vaccinetracker/onboarding/',
  '/api/vaccinetracker/dashboard/',
  '/api/vaccinetracker/dashboard/childgrowthreport/',
  '/api/vaccinetracker/dashboard/medicalrecords/',
];

/**
 * The cache holding those answers. lib/offline-cache.ts deletes it by this name when a session
 * ends (e2e/offline.spec.ts checks nothing of the API is left after logout).
 */
const API_CACHE_NAME = 'tika-api';

export default defineConfig(({ command, mode }) => {
  // `npm start` builds under the server's NODE_ENV (the browser tests run it with "test"), but
  // the web bundle must still be React's production build, exactly as parents get it. Vite
  // reads NODE_ENV after this config, so setting it here is what it asks for.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});

const config: UserConfig = {
  plugins: [
    react(),
    ...linguiPlugins(),
    // The pages parents open from outside the app, the lazily loaded screen of each and the
    // features whose messages it waits for (app/router.tsx); Hindi's first screen also waits
    // for the Devanagari font's regular weight (lib/i18n/devanagari-font.ts).
    routePreloads(
      {
        '/dashboard': { screen: 'src/app/routes/DashboardRoute.tsx' },
        '/onboarding': { screen: 'src/features/auth/index.ts', messages: ['auth'] },
        '/login': { screen: 'src/features/auth/index.ts', messages: ['auth'] },
        '/verify': { screen: 'src/features/auth/index.ts', messages: ['auth'] },
        '/legal/': { screen: 'src/features/legal/index.tsx', messages: ['legal'] },
        '/shared/': {
          screen: 'src/features/share-links/components/SharedRecordPage.tsx',
          messages: ['share-links', 'growth'],
        },
        '/story': { screen: 'src/app/routes/StoriesRoute.tsx', messages: ['stories'] },
        '/userprofile': {
          screen: 'src/app/routes/UserProfileRoute.tsx',
          messages: ['account', 'auth', 'family', 'reminders'],
        },
      },
      {
        languages: ['en', 'hi'],
        fonts: { hi: /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/ },
      },
    ),
    // Brotli and gzip twins of every text asset, made once at build time at the highest levels,
    // so the server (plugins/spa.ts, preCompressed) never compresses per request. On a slow
    // phone network the first load is a third of the bytes.
    compression({
      include: /\.(js|css|html|svg|webmanifest|json)$/,
      exclude: /\.map$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', {}), defineAlgorithm('gzip', { level: 9 })],
    }),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // main.tsx registers the worker itself, in production builds only.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'logo-mark.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Tika',
        short_name: 'Tika',
        description:
          "Your child's vaccinations, growth and medical records in one place, with reminders on WhatsApp.",
        lang: 'en-IN',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell: index.html and the hashed assets. Never source maps.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/*.map'],
        // Hashed file names are their own version: no cache-busting query needed.
        dontCacheBustURLsMatching: /^assets\//,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // One file to serve (and to allow in the CSP): the Workbox runtime is inlined.
        inlineWorkboxRuntime: true,
        sourcemap: false,
        navigateFallback: 'index.html',
        // The API (and the dev stand-ins' API) answer for themselves, never with the shell.
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [
          {
            // A function, serialised into sw.js: it cannot close over the list above.
            urlPattern: new Function(
              'context',
              `return context.sameOrigin && context.request.method === 'GET' && ${JSON.stringify(CACHED_API_READS)}.includes(context.url.pathname);`,
            ) as (context: { url: URL; request: Request; sameOrigin: boolean }) => boolean,
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: API_CACHE_NAME,
              // A slow network falls back to the last answer quickly; the fresh one still lands.
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
              plugins: [
                {
                  // Only a signed-in parent's successful answer is kept: never an error, never
                  // anything asked without a session.
                  cacheWillUpdate: async ({
                    request,
                    response,
                  }: {
                    request: Request;
                    response: Response;
                  }) =>
                    response.status === 200 && request.headers.has('authorization')
                      ? response
                      : null,
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    // In development the SPA and API are two processes; in production one port serves both.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // Every browser the es2022 target runs in supports <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything index.html loads in one chunk, and the small modules of the app's own
          // (under 2 KB) that two or more lazy screens share in another. Left to itself the
          // bundler split them into ~30 and ~50 files of 0.2–6 KB, and a phone on HTTP/1.1
          // fetches six at a time, a round trip each: the dashboard's first screen waited on
          // eight rounds, now on two. The shared modules above 2 KB stay chunks of their own:
          // taken in too, every screen fetched 10–20 KB it does not need. Not `entriesAware`
          // groups: they made chunks that import each other, and a module ran before the one it
          // needed (docs/decisions/0025).
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'shared',
              test: /[\\/]apps[\\/]web[\\/]src[\\/]/,
              minShareCount: 2,
              maxModuleSize: 2000,
            },
          ],
        },
      },
    },
  },
};
