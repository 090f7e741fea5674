import '@tika/contract/zod-config';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { redactUrl } from './lib/redact';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { answerLanguagePlugin } from './plugins/answer-language';
import { backpressurePlugin } from './plugins/backpressure';
import { compressionPlugin } from './plugins/compression';
import { docsPlugin } from './plugins/docs';
import { drainPlugin } from './plugins/drain';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { defaultWebDistDir, spaPlugin } from './plugins/spa';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { childrenRoutes } from './modules/children/routes';
import { devRoutes } from './modules/dev/routes';
import { otpRoutes } from './modules/otp/routes';
import { systemRoutes } from './modules/system/routes';
import { vaccineRoutes } from './modules/vaccines/routes';
import { fileRoutes } from './modules/files/routes';
import { growthRoutes } from './modules/growth/routes';
import { recordRoutes } from './modules/records/routes';
import { uploadsPlugin } from './adapters/storage/multipart';
import { whatsappRoutes } from './modules/whatsapp/routes';
import { storyRoutes } from './modules/stories/routes';
import { paymentRoutes } from './modules/payments/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { takeAlongRoutes } from './modules/take-along/routes';
import { shareLinkRoutes } from './modules/share-links/routes';
import { familyRoutes } from './modules/family/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { authPlugin } from './plugins/auth';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { type Env, isDevEndpointsEnabled } from './env';

export interface BuildAppOptions {
  /** Tests capture log lines or silence them; the serializers and redaction always apply. */
  logStream?: DestinationStream;
  logLevel?: string;
  /** Serialize every response both ways and fail on a difference (lib/response-serializer.ts); for tests. */
  verifyResponseSerializers?: boolean;
}

/** Log lines carry method, redacted URL and ids — never headers, bodies, tokens or numbers. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), reqId: req.id }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.otp',
        '*.token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Off unless TRUST_PROXY names the proxies; then request.ip is the client's address as they
 * report it. A hop count trusts that many addresses nearest the server (proxy-addr's rule).
 */
function trustedProxies(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? deps.env.LOG_LEVEL, options.logStream),
    trustProxy: trustedProxies(deps.env.TRUST_PROXY),
    genReqId: requestIdGenerator(deps.env.TRUST_PROXY),
    // Signed file links carry their claim in the path.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  const responseSerializer = createResponseSerializerCompiler({
    verify: options.verifyResponseSerializers,
  });
  app.setSerializerCompiler(responseSerializer);
  app.decorate('responseSerializers', responseSerializer.compiled);
  app.decorate('deps', deps);

  // First, so that every request counts as in flight until it is answered: close() waits for them.
  await app.register(drainPlugin);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(answerLanguagePlugin);
  await app.register(securityPlugin, {
    https: deps.env.PUBLIC_URL.startsWith('https://'),
    razorpayCheckout: deps.payments?.mode === 'razorpay',
  });
  // After the security headers, so a refusal carries them too; PGlite only (plugins/backpressure.ts).
  await app.register(backpressurePlugin, {
    maxQueue: deps.database.kind === 'pglite' ? deps.env.PGLITE_MAX_QUEUE : null,
  });
  await app.register(rateLimitPlugin, { redis: deps.redis });
  await app.register(compressionPlugin);
  await app.register(docsPlugin, { publicUrl: deps.env.PUBLIC_URL });
  // Before the routes, so that every one of them is timed; off unless METRICS_TOKEN is set.
  await app.register(metricsPlugin, { token: deps.env.METRICS_TOKEN });

  await app.register(authPlugin);
  await app.register(uploadsPlugin, {
    perProcess: deps.env.UPLOAD_CONCURRENCY,
    perParent: deps.env.UPLOAD_CONCURRENCY_PER_PARENT,
    idleSeconds: deps.env.UPLOAD_IDLE_SECONDS,
  });

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(accountRoutes);
  await app.register(childrenRoutes);
  await app.register(vaccineRoutes);
  await app.register(fileRoutes);
  await app.register(growthRoutes);
  await app.register(recordRoutes);
  await app.register(whatsappRoutes);
  await app.register(storyRoutes);
  await app.register(paymentRoutes);
  await app.register(calendarRoutes);
  await app.register(takeAlongRoutes);
  await app.register(shareLinkRoutes);
  await app.register(familyRoutes);
  await app.register(reminderRoutes);
  if (isDevEndpointsEnabled(deps.env)) await app.register(devRoutes);

  await app.register(spaPlugin, { root: deps.env.WEB_DIST_DIR ?? defaultWebDistDir() });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
