import fs from 'node:fs/promises';
import { Piscina } from 'piscina';

/** Where a PDF's end must be: Acrobat looks for %%EOF within the last 1024 bytes, as we do. */
const TAIL_BYTES = 1024;

/**
 * Loading a PDF reads its cross-reference table and catalog, never its pages' content: a
 * fraction of a second even at 5 MB. Longer means something is wrong with the file.
 */
const LOAD_TIMEOUT_MS = 10_000;

/**
 * pdf.js opening a 5 MB file needs far less; a file that asks for more is not one to keep. (It
 * caps the JavaScript heap only, not the buffers of decoded streams.)
 */
const WORKER_HEAP_MB = 128;

/**
 * One thread per server process for these checks, started on the first PDF and let go after a
 * minute without one: pdf.js weighs about 55 MB loaded, and uploads are few. Checks queue.
 */
let checker: Piscina | undefined;
const pdfChecker = () =>
  (checker ??= new Piscina({
    filename: new URL('./pdf-open.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    // Plain JavaScript needs none of the server's flags: under `--import tsx` (dev, tests) Node 24
    // runs the TypeScript loader in the worker too, and it alone outgrows the heap cap.
    execArgv: [],
  }));

let lastCheck: Promise<unknown> = Promise.resolve();

/** Runs `check` after every check started before it has finished: the thread takes one at a time. */
function oneAtATime<T>(check: () => Promise<T>): Promise<T> {
  const result = lastCheck.then(check, check);
  lastCheck = result.catch(() => undefined);
  return result;
}

/**
 * Whether the file at `file` is a PDF a reader can open, not only one that starts with `%PDF-`:
 * the magic bytes alone let through an HTML page (or any script) behind a PDF header. Its end
 * must hold `startxref` and `%%EOF`, and pdf.js (Mozilla's reader, already in the browser that
 * shows these files) must find its cross-reference, catalog and at least one page.
 *
 * pdf.js reads the file from disk a range at a time (its Node stream), so a check holds no more
 * of the file than pdf.js needs (the PDF is at most 5 MB, checked before). It runs in a worker
 * thread (`pdf-open.worker.mjs` says why), stopped if it takes longer than it should.
 */
export async function isReadablePdf(file: string): Promise<boolean> {
  if (!(await hasPdfEnding(file))) return false;
  try {
    // The 10 s start when this check does, not while it waits behind another.
    return await oneAtATime(
      () =>
        pdfChecker().run(
          { file },
          { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) },
        ) as Promise<boolean>,
    );
  } catch (err) {
    // Stopped for taking too long, or out of memory: not a file worth keeping. Anything else
    // (pdf.js missing, say) is the server's fault, not the file's.
    const { name, code } = err as NodeJS.ErrnoException;
    if (name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') return false;
    throw err;
  }
}

async function hasPdfEnding(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, TAIL_BYTES);
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
    const tail = buffer.toString('latin1');
    return tail.includes('%%EOF') && tail.includes('startxref');
  } finally {
    await handle.close();
  }
}
