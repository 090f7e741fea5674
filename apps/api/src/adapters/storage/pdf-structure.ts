import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/** Where a PDF's end must be: Acrobat looks for %%EOF within the last 1024 bytes, as we do. */
const TAIL_BYTES = 1024;

/**
 * Loading a PDF reads its cross-reference table and catalog, never its pages' content: a
 * fraction of a second even at 5 MB. Longer means something is wrong with the file.
 */
const LOAD_TIMEOUT_MS = 10_000;

/**
 * Whether the file at `file` is a PDF a reader can open, not only one that starts with `%PDF-`:
 * the magic bytes alone let through an HTML page (or any script) behind a PDF header. Its end
 * must hold `startxref` and `%%EOF`, and pdf.js (Mozilla's reader, already in the browser that
 * shows these files) must find its cross-reference, catalog and at least one page.
 *
 * pdf.js reads the file from disk a range at a time (its Node stream), so a check holds no more
 * of the file than pdf.js needs. It runs on this thread: the PDF is at most 5 MB (checked before).
 * A PDF locked with a password is a real PDF: it is accepted, the parent has the password.
 */
export async function isReadablePdf(file: string): Promise<boolean> {
  if (!(await hasPdfEnding(file))) return false;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    url: pathToFileURL(file),
    // Only what is needed to open it: no scripts, no fonts, no reading ahead.
    isEvalSupported: false,
    disableFontFace: true,
    disableAutoFetch: true,
    disableStream: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('PDF load timed out')), LOAD_TIMEOUT_MS);
  });
  try {
    const document = await Promise.race([loading.promise, timeout]);
    return document.numPages >= 1;
  } catch (err) {
    return (err as { name?: string }).name === 'PasswordException';
  } finally {
    clearTimeout(timer);
    await loading.destroy();
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
