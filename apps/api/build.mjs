// Bundles the API into dist/server.js. npm packages stay external (PGlite loads its WASM
// from its own folder); the workspace contract is TypeScript source, so it is bundled in.
import fs from 'node:fs/promises';
import { build } from 'esbuild';

const external = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tika/') ? undefined : { path: args.path, external: true },
    );
  },
};

await fs.rm('dist', { recursive: true, force: true });
await build({
  // The server, a separate reminder worker, and the operators' one-off reminder sweep and
  // replay of the deletion ledger after a restore.
  entryPoints: [
    'src/server.ts',
    'src/worker.ts',
    'src/reminders-sweep.ts',
    'src/deletions-replay.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [external],
  logLevel: 'warning',
});
await fs.cp('src/db/migrations', 'dist/migrations', { recursive: true });
// Started as a worker thread by its URL beside the bundle (adapters/storage/pdf-structure.ts).
await fs.cp('src/adapters/storage/pdf-open.worker.mjs', 'dist/pdf-open.worker.mjs');
console.log(
  'api: built dist/server.js, dist/worker.js, dist/reminders-sweep.js, dist/deletions-replay.js',
);
