import { useAppSecretFromEnvironment } from './lib/app-secret';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import { createGoogleIdentity, type GoogleIdentity } from './adapters/identity';
import { createMessageSender, type MessageSender } from './adapters/messaging';
import { createFileStorage, type FileStorage } from './adapters/storage';
import { createPaymentGateway, type PaymentGateway } from './adapters/payments';
import { createRedisClient } from './plugins/rate-limit';
import { createDeletionLedger, type DeletionLedger } from './modules/account/deletion-ledger';
import {
  defaultStoriesDir,
  loadStoryLibrary,
  type StoryLibrary,
} from './modules/stories/story-library';

/** Everything a use case may reach outside itself, passed in so tests can swap any part. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  messaging: MessageSender;
  /** null when Google sign-in is not configured in production. */
  google: GoogleIdentity | null;
  storage: FileStorage;
  /** Where account deletions are recorded, outside the database, to replay after a restore. */
  deletionLedger: DeletionLedger;
  /** null when Razorpay is not configured in production. */
  payments: PaymentGateway | null;
  stories: StoryLibrary;
  /** Shared rate-limit counters when REDIS_URL is set (null: in memory). Whoever made the deps closes it. */
  redis: Redis | null;
}

const libraries = new Map<string, StoryLibrary>();
/** Read once per folder: every app built in a test process shares the checked library. */
function storyLibrary(dir = defaultStoriesDir()): StoryLibrary {
  let library = libraries.get(dir);
  if (!library) libraries.set(dir, (library = loadStoryLibrary(dir)));
  return library;
}

/** The real dependencies for a configuration; tests override single parts. */
export function createDeps(
  base: { env: Env; database: DatabaseHandle; clock: Clock },
  overrides: Partial<Omit<AppDeps, 'env' | 'database' | 'clock'>> = {},
): AppDeps {
  if (base.env.APP_SECRET) useAppSecretFromEnvironment(base.database.db, base.env.APP_SECRET);
  return {
    ...base,
    messaging: overrides.messaging ?? createMessageSender(base.env, base.database.db, base.clock),
    google: overrides.google !== undefined ? overrides.google : createGoogleIdentity(base.env),
    storage: overrides.storage ?? createFileStorage(base.env),
    deletionLedger: overrides.deletionLedger ?? createDeletionLedger(base.env),
    payments:
      overrides.payments !== undefined
        ? overrides.payments
        : createPaymentGateway(base.env, base.database.db, base.clock),
    stories: overrides.stories ?? storyLibrary(),
    redis:
      overrides.redis !== undefined
        ? overrides.redis
        : base.env.REDIS_URL
          ? createRedisClient(base.env.REDIS_URL)
          : null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
