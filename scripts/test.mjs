// `npm test`: unit and API tests (Vitest; API on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}
run('node', ['scripts/check-chromium.mjs']);
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test']);
