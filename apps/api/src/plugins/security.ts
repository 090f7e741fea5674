import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Razorpay Checkout: its script, and the iframes and calls it makes (real mode only). */
export const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/** One year, subdomains included: once a browser has seen Tika over https, it never tries http. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for every response: the SPA's pages and assets, API JSON and errors, stored
 * files, the calendar feed and the OpenAPI docs (whose Swagger UI loads only scripts of its own,
 * so it runs under this same policy). Scripts come only from our own origin, never inline;
 * styles may be inline because React and the chart library set style attributes.
 *
 * There is no CORS: the SPA is served from the API's own origin, so no other origin is ever
 * given Access-Control-Allow-Origin, and a preflight (OPTIONS) finds no route (404).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean; razorpayCheckout: boolean }) => {
    const razorpayScripts = opts.razorpayCheckout ? RAZORPAY_ORIGINS.script : [];
    const razorpayFrames = opts.razorpayCheckout ? RAZORPAY_ORIGINS.frames : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...razorpayScripts],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: for the preview of a photo picked for upload.
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...razorpayFrames],
          frameSrc: ["'self'", ...razorpayFrames],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
          // The service worker (vite-plugin-pwa) is a file of ours.
          workerSrc: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // The same as frame-ancestors 'none', for browsers that predate it.
      frameguard: { action: 'deny' },
      // Sent per request below: helmet's setting is fixed at start and cannot see the scheme.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });

    // HSTS only means something over https. Behind the production proxy (trustProxy is on when
    // NODE_ENV=production) request.protocol is X-Forwarded-Proto's; a PUBLIC_URL of https://
    // says every response reaches the parent over https even when the proxy does not say so.
    app.addHook('onRequest', async (request, reply) => {
      if (opts.https || request.protocol === 'https')
        reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
);
