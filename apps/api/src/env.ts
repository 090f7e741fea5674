// Every process (server, worker, sweep) parses its environment first: zod's friendly messages
// are set before any schema runs.
import '@tika/contract/zod-config';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@tika/contract';

/** An optional string setting: unset and empty both mean "not configured". */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** An address or CIDR block a proxy may send from: 10.0.0.5, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrBlock(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For to believe, as Fastify's trustProxy takes it: unset believes
 * none (the socket's address counts), a number that many hops, else the proxies' addresses and
 * CIDR blocks. Never "everyone": a made-up header would then pass every per-address limit.
 */
const trustProxy = optional.pipe(
  z
    .string()
    .optional()
    .transform((value, ctx): number | string[] | false => {
      if (value === undefined) return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim());
      const bad = entries.filter((e) => !isAddressOrBlock(e));
      if (bad.length > 0 || value.toLowerCase() === 'true') {
        ctx.addIssue({
          code: 'custom',
          message: `must be a hop count (e.g. 1) or the proxies' addresses or CIDR blocks, comma-separated (e.g. 10.0.0.0/8,127.0.0.1); not ${bad.join(', ') || value}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

const timeZone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en-IN', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be an IANA time zone such as Asia/Kolkata' },
);

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
type S3Variable = (typeof S3_VARIABLES)[number];

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** 1: dev mode may listen beyond this machine (never with a public PUBLIC_URL); logged loudly. */
    ALLOW_DEV_ON_NETWORK: z
      .enum(['0', '1', ''])
      .optional()
      .transform((v) => v === '1'),
    PUBLIC_URL: url.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    /** Rate-limit counters shared by every server; unset keeps them in this process's memory. */
    REDIS_URL: optional.pipe(
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    MARKETING_URL: url.default('https://tika.health'),
    ANDROID_APP_URL: url.default('https://play.google.com/store/apps/details?id=health.tika.app'),
    TZ_DEFAULT: timeZone.default(DEFAULT_TIME_ZONE),
    WEB_DIST_DIR: optional,
    /** Whose X-Forwarded-For to believe (docs/operations.md, "Behind a reverse proxy"). */
    TRUST_PROXY: trustProxy,
    /**
     * Turns on Prometheus metrics at /api/metrics, answered only to `Authorization: Bearer
     * <token>`; unset, the route does not exist (404). Long enough that it cannot be guessed.
     */
    METRICS_TOKEN: optional.pipe(
      z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)').optional(),
    ),
    /**
     * The keys behind OTP codes, file links and hashed client addresses, kept out of the
     * database (at least 32 characters; required in production). Unset elsewhere: keys are
     * made and kept in the database.
     */
    APP_SECRET: optional.pipe(
      z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    ),
    /** How long /api/health/ and /ready wait for the database before answering 503. */
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
    /**
     * PostgreSQL connections each process opens at most; requests beyond them wait for one
     * (up to DATABASE_CONNECT_TIMEOUT_MS). Servers × pool size must stay under max_connections.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /** How long opening a connection, or waiting for a free one in the pool, may take. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** PostgreSQL cancels a statement running longer than this (statement_timeout); 0 = the server's own setting. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
    /**
     * PostgreSQL ends a session left idle inside an open transaction this long, so a stuck
     * request cannot hold its locks (idle_in_transaction_session_timeout); 0 = the server's own setting.
     */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3_600_000)
      .default(30_000),
    /** How long the server and the worker wait at start for PostgreSQL to answer before giving up. */
    DATABASE_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /**
     * PGlite answers one query at a time: /api requests waiting at once (read in one turn of the
     * event loop) beyond this are refused at once with 503 server_busy and Retry-After instead
     * of each waiting behind all the others (plugins/backpressure.ts). Not used on PostgreSQL.
     */
    PGLITE_MAX_QUEUE: z.coerce.number().int().min(1).max(10_000).default(64),
    /**
     * Uploads (medical records, prescriptions) this process reads at once; more are refused
     * with 429 too_many_uploads before their body is read. This bounds an upload burst's
     * memory (docs/operations.md, "Uploads").
     */
    UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
    /** Of those, how many one parent may have in progress at once (counted per process). */
    UPLOAD_CONCURRENCY_PER_PARENT: z.coerce.number().int().min(1).max(256).default(2),
    /**
     * An upload that sends nothing for this long is dropped, and its slot freed: a client that
     * stalls (or trickles on purpose) cannot hold the slots for Node's 5-minute request timeout.
     * Only silence counts: a slow but moving upload on a phone's connection goes on.
     */
    UPLOAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** in-server: the server sweeps and sends reminders itself; off: leave it to `npm run worker`. */
    REMINDER_WORKER: z.enum(['in-server', 'off']).default('in-server'),
    /** Messages per second all workers together send from the WhatsApp number (Cloud API: 80 by default). */
    REMINDER_SEND_RATE: z.coerce.number().positive().max(1000).default(80),
    /** Sends each worker keeps in flight at once. */
    REMINDER_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(32),
    /** How long a worker's claim on a message lasts before another may take it over (many times the 10 s send timeout). */
    REMINDER_CLAIM_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),

    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GOOGLE_ISSUER: url.default('https://accounts.google.com'),

    WHATSAPP_TOKEN: optional,
    WHATSAPP_PHONE_NUMBER_ID: optional,
    /** The Graph API's host; the version is WHATSAPP_GRAPH_VERSION (Meta retires each after about two years). */
    WHATSAPP_API_BASE: url
      .refine((v) => !/\/v\d+\.\d+\/?$/.test(v), {
        error:
          'must be the host only (e.g. https://graph.facebook.com); put the version in WHATSAPP_GRAPH_VERSION',
      })
      .default('https://graph.facebook.com'),
    WHATSAPP_GRAPH_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v24.0')
      .default('v24.0'),
    WHATSAPP_APP_SECRET: optional,
    WHATSAPP_VERIFY_TOKEN: optional,
    WHATSAPP_CHAT_NUMBER: optional.pipe(
      z
        .string()
        .regex(/^\d{10,15}$/, 'must be digits only, with country code (e.g. 919876543210)')
        .optional(),
    ),

    RAZORPAY_KEY_ID: optional,
    RAZORPAY_KEY_SECRET: optional,
    RAZORPAY_WEBHOOK_SECRET: optional,
    RAZORPAY_API_BASE: url.default('https://api.razorpay.com'),

    /** local: files under DATA_DIR/files, this server's own; s3: the S3_* bucket, shared by every server. */
    STORAGE: optional.pipe(z.enum(['local', 's3']).default('local')),
    /** An S3-compatible store's address (MinIO, R2…); unset is AWS S3 itself. */
    S3_ENDPOINT: optional.pipe(url.optional()),
    S3_BUCKET: optional.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    S3_REGION: optional.pipe(
      z
        .string()
        .regex(
          /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/,
          'must be a region name such as ap-south-1 (lowercase letters, digits and hyphens)',
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    /**
     * The folder of the deletion ledger, kept outside the database so a restore cannot roll it
     * back (modules/account/deletion-ledger.ts). Unset: the bucket when STORAGE=s3, else
     * DATA_DIR/deletion-ledger.
     */
    DELETION_LEDGER_DIR: optional,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message:
          'must be set in production (at least 32 characters, e.g. openssl rand -hex 32): the keys behind OTPs and links stay out of the database',
      });
    const pairs: Array<[keyof typeof env, keyof typeof env]> = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
    ];
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        const missing = env[a] ? b : a;
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `must be set together with ${env[a] ? a : b}`,
        });
      }
    }
    checkStorageSettings(env, ctx);
  });

/**
 * No silent fallback either way: STORAGE=s3 needs its bucket and keys, and S3_* settings
 * without STORAGE=s3 would otherwise leave files on this machine while the operator thinks
 * they are in the bucket.
 */
function checkStorageSettings(
  env: { STORAGE: 'local' | 's3' } & { [name in S3Variable]?: string },
  ctx: z.RefinementCtx,
) {
  if (env.STORAGE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when STORAGE=s3' });
    return;
  }
  const set = S3_VARIABLES.filter((name) => env[name]);
  if (set.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['STORAGE'],
      message: `must be s3 when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set: set STORAGE=s3 to keep files in the bucket, or unset ${set.length === 1 ? 'it' : 'them'} to keep files in DATA_DIR/files`,
    });
}

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; DATA_DIR: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parse process.env (or a given record) once at start; a bad value names the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  // Outside production the dev stand-ins answer: anyone could read OTPs from the outbox or sign
  // in as anyone. A server that parents can reach must say NODE_ENV=production, so a forgotten
  // variable stops the server instead of opening every account.
  if (env.NODE_ENV !== 'production' && !isPrivateAddress(publicUrl)) {
    throw new EnvError(
      `Invalid configuration:\n  NODE_ENV: must be production when PUBLIC_URL (${publicUrl}) is a public address; ` +
        `${env.NODE_ENV} mode turns on dev stand-ins that let anyone sign in`,
    );
  }
  // Even on a private network, other machines could use them: dev mode listens on this machine
  // only, unless the operator says ALLOW_DEV_ON_NETWORK=1 (a phone on the home network, say).
  const listensBeyondLoopback =
    !isLoopbackHost(env.HOST) || !isLoopbackHost(new URL(publicUrl).hostname);
  if (env.NODE_ENV !== 'production' && listensBeyondLoopback && !env.ALLOW_DEV_ON_NETWORK) {
    throw new EnvError(
      `Invalid configuration:\n  HOST: ${env.NODE_ENV} mode turns on dev stand-ins that let anyone sign in, so it serves this machine only: ` +
        `HOST (${env.HOST}) and PUBLIC_URL (${publicUrl}) must be loopback (127.0.0.1, localhost). ` +
        'Set NODE_ENV=production, or ALLOW_DEV_ON_NETWORK=1 to let other machines on your network in.',
    );
  }
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR), PUBLIC_URL: publicUrl };
}

/** This machine only: localhost, *.localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackHost(hostOrAddress: string): boolean {
  const host = hostOrAddress.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return net.isIPv4(host) && host.startsWith('127.');
}

/** Loopback, private-network and reserved test names: where dev mode may run at all. */
export function isPrivateAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1' || /\.(localhost|local|test|internal)$/.test(host))
    return true;
  const octets = host.split('.').map(Number);
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255))
    return false;
  const [a, b] = octets as [number, number, number, number];
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

export const isDevEndpointsEnabled = (env: Env) => env.NODE_ENV !== 'production';
