// `npm run bench:uploads`: what a burst of uploads costs the server's memory. Starts the built
// server (PGlite, its own data folder), signs parents in through the dev stand-ins, warms both
// kinds of upload up once (pdf.js and libvips load on first use), then sends 150 medical-record
// uploads of a 10 MB photo at once, spread over 25 parents, and prints the server's resident
// memory (VmRSS) before, at its peak (sampled every 20 ms) and after, with how many uploads were
// stored (201) and how many were refused for the upload cap (429 too_many_uploads). The bar
// (docs/quality.md, "Uploads and memory"): growth under 100 MB.
//
//   npm run bench:uploads
//   npm run bench:uploads -- --uploads 300 --parents 50 --concurrency 16
//   npm run bench:uploads -- --checkout <folder>   another checkout's build (a git worktree, built)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ensureApiBuild, startServer } from './server.mjs';
import { signInNewParent } from './seed.mjs';

const { values: flags } = parseArgs({
  options: {
    uploads: { type: 'string', default: '150' },
    parents: { type: 'string', default: '25' },
    // The server's UPLOAD_CONCURRENCY; unset, its default.
    concurrency: { type: 'string' },
    checkout: { type: 'string' },
  },
});
const UPLOADS = Number(flags.uploads);
const PARENTS = Number(flags.parents);
const BAR_MB = 100;
const RECORDS = '/api/vaccinetracker/dashboard/medicalrecords/';

/** Resident memory of a process, in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** A photo just under the 10 MB limit: noise, so PNG cannot make it smaller, nor libvips' work. */
async function tenMegabytePhoto(): Promise<Buffer> {
  const side = 1800;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 4)
    pixels.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function call(baseUrl: string, url: string, token: string, body: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url} → ${res.status}: ${await res.text()}`);
  return res.json() as Promise<{ id: string }>;
}

async function upload(
  baseUrl: string,
  parent: { token: string; childId: string },
  file: { data: Buffer; name: string; type: string },
): Promise<number> {
  const form = new FormData();
  form.set('child_id', parent.childId);
  form.set('purpose', 'Blood test');
  form.set('note', 'CBC');
  form.set('record', new Blob([file.data], { type: file.type }), file.name);
  try {
    const res = await fetch(`${baseUrl}${RECORDS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${parent.token}` },
      body: form,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    // The server answered before taking the whole body (a 429) and the client saw the socket close.
    return 0;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-bench-uploads-'));
if (!flags.checkout) ensureApiBuild();
const server = await startServer({
  dataDir,
  ...(flags.checkout ? { checkout: path.resolve(flags.checkout) } : {}),
  env: {
    // Upload memory is measured here, not PGlite's queue: none of the burst is refused as busy.
    PGLITE_MAX_QUEUE: '10000',
    ...(flags.concurrency ? { UPLOAD_CONCURRENCY: flags.concurrency } : {}),
  },
});
try {
  const started = rssMb(server.pid!);
  const parents: Array<{ token: string; childId: string }> = [];
  for (let i = 0; i < PARENTS; i++) {
    const token = await signInNewParent(server.baseUrl, String(9876600000 + i), 'Bench Parent');
    const child = await call(server.baseUrl, '/api/vaccinetracker/onboarding/', token, {
      name: 'Anaya',
      dob: '2025-01-01',
      gender: 'girl',
    });
    parents.push({ token, childId: child.id });
  }
  const photo = { data: await tenMegabytePhoto(), name: 'report.png', type: 'image/png' };
  const { SAMPLE_PDF } = await import('../../apps/api/src/test/sample-pdf');
  for (const file of [photo, { data: SAMPLE_PDF, name: 'rx.pdf', type: 'application/pdf' }]) {
    const status = await upload(server.baseUrl, parents[0]!, file);
    if (status !== 201) throw new Error(`The warm-up upload answered ${status}`);
  }
  await sleep(1000);

  const before = rssMb(server.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 20);
  const burstStarted = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) =>
      upload(server.baseUrl, parents[i % parents.length]!, photo),
    ),
  );
  const seconds = (performance.now() - burstStarted) / 1000;
  await sleep(3000);
  clearInterval(sampler);
  const after = rssMb(server.pid!);
  peak = Math.max(peak, after);

  const count = (status: number) => statuses.filter((s) => s === status).length;
  const others = statuses.filter((s) => s !== 201 && s !== 429);
  const growth = Math.max(peak, after) - before;
  console.log(
    `${UPLOADS} uploads of ${(photo.data.length / 1e6).toFixed(1)} MB at once from ${PARENTS} parents, in ${seconds.toFixed(1)} s`,
  );
  console.log(`  stored (201): ${count(201)}   refused, too many uploads (429): ${count(429)}`);
  if (others.length > 0) console.log(`  other answers: ${others.join(', ')}`);
  console.log(
    `  server RSS: at start ${started} MB; after the warm-up (before) ${before} MB, peak ${peak} MB, after ${after} MB`,
  );
  console.log(`  growth at peak: ${growth} MB (bar: under ${BAR_MB} MB)`);
  const passed = growth < BAR_MB && others.length === 0 && count(201) > 0;
  console.log(passed ? 'PASS' : 'FAIL');
  process.exitCode = passed ? 0 : 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
