// `npm start`: build whatever is missing or older than its sources, then serve SPA + API.
// `node scripts/start.mjs worker|reminders-sweep|deletions-replay [args]` runs another API entry
// point the same way (`npm run worker`, `npm run reminders:sweep -- --date YYYY-MM-DD`,
// `npm run deletions:replay`).
import path from 'node:path';
import { ensureBuilt, root } from './lib/builds.mjs';

process.chdir(root);

const ENTRIES = ['server', 'worker', 'reminders-sweep', 'deletions-replay'];
const entry = process.argv[2] && !process.argv[2].startsWith('-') ? process.argv[2] : 'server';
if (!ENTRIES.includes(entry)) {
  console.error(`Unknown entry point "${entry}"; one of: ${ENTRIES.join(', ')}`);
  process.exit(2);
}

// Only the server serves the web app; the other entry points need just the API.
try {
  ensureBuilt(entry === 'server' ? ['web', 'api'] : ['api']);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// Run the server in this process so signals (Ctrl-C, SIGTERM) reach it directly.
process.setSourceMapsEnabled(true);
await import(path.join(root, `apps/api/dist/${entry}.js`));
