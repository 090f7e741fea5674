// Browser tests use Debian's Chromium; Playwright never downloads a browser here.
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (import.meta.url === `file://${process.argv[1]}` && !fs.existsSync(chromiumPath)) {
  console.error(
    `Chromium is missing at ${chromiumPath}. Install it with: apt-get install -y chromium`,
  );
  process.exit(1);
}
