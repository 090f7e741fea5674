import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './e2e/chromium-flags.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

// Launch flags that keep Chromium quiet on a machine without outside network,
// shared with scripts/lighthouse.mjs.
const chromiumArgs: string[] = chromiumFlags;

/** A fresh data folder per run, so every run starts as a new install would. */
const dataDir =
  process.env.E2E_DATA_DIR ??
  (process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-e2e-')));

export const E2E_MARKETING_URL = 'https://marketing.tika.test/';
export const E2E_ANDROID_APP_URL = 'https://play.tika.test/store/apps/details?id=health.tika';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A walk visits several screens and audits each; on a loaded two-core CI machine
  // one ran past 30 s. Timeouts catch a hang, not slowness: speed is `npm run bench`'s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The built app, exactly as `npm start` serves it.
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MARKETING_URL: E2E_MARKETING_URL,
      ANDROID_APP_URL: E2E_ANDROID_APP_URL,
      DATABASE_URL: '',
    },
  },
});
