import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './apps/web/vite-lingui';

const apiTests = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // TEST_REDIS_URL (set by .ci/run) turns on the shared rate-limit test against a real Redis.
    env: {
      TEST_DB: db,
      ...(process.env.TEST_REDIS_URL ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    },
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * Repository-wide checks, unit tests for the contract and web, API tests on PGlite, and the
 * same API tests again on PostgreSQL whenever TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Checks over the repository as a whole (scripts/*.test.mjs).
        test: {
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      apiTests('api:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiTests('api:postgres', 'postgres')] : []),
      {
        plugins: [react(), ...linguiPlugins()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
          environment: 'jsdom',
          // user-event flows through a date picker take ~1 s on a busy 2-core machine; 5 s was tight.
          testTimeout: 15_000,
          setupFiles: ['./src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
  },
});
