import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Razorpay Checkout: its script, and the iframes and calls it makes (real mode only). */
export const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/** One year, subdomains included: once a browser has seen Tika over https, it never tries http. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Our policy in helmet's terms; Razorpay's origins only in real Razorpay mode. */
function helmetOptions(razorpayCheckout: boolean): HelmetOptions {
  const razorpayScripts = razorpayCheckout ? RAZORPAY_ORIGINS.script : [];
  const razorpayFrames = razorpayCheckout ? RAZORPAY_ORIGINS.frames : [];
  return {
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
  };
}

/**
 * The headers helmet sets, worked out once: none of our directives depends on the request, and
 * running helmet on every request (as @fastify/helmet does, rebuilding its middleware each
 * time) was a measurable part of a signed-in read.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

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
    const headers = helmetHeaders(helmetOptions(opts.razorpayCheckout));
    // HSTS only means something over https. Behind a proxy TRUST_PROXY names, request.protocol
    // is X-Forwarded-Proto's; a PUBLIC_URL of https://
    // says every response reaches the parent over https even when the proxy does not say so.
    const withHsts = { ...headers, 'strict-transport-security': HSTS_VALUE };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(opts.https || request.protocol === 'https' ? withHsts : headers);
      done();
    });
  },
);
