import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers for every HTML and API response. Scripts only from our own origin (no
 * 'unsafe-inline'); styles may be inline because React and the chart library set them.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean; razorpayCheckout: boolean }) => {
  // Razorpay Checkout is a script and iframes of Razorpay's; allowed only when it is configured.
  const razorpayScripts = opts.razorpayCheckout ? ['https://checkout.razorpay.com'] : [];
  const razorpayFrames = opts.razorpayCheckout ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpayScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...razorpayFrames],
        frameSrc: ["'self'", ...razorpayFrames],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only means something over https; on plain http it would only confuse local use.
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
});
