// Opens one PDF with pdf.js and answers whether a reader can: its cross-reference, catalog and
// at least one page. It runs in a worker thread (pdf-structure.ts) because pdf.js's Node build
// installs core-js polyfills over the thread's own `Array.prototype.push`, `JSON.stringify` and
// more, which made every later request of a server that had checked one PDF about 10–30%
// dearer; and because a worker can be stopped mid-parse when a file takes too long.

/** @param {{ file: string }} task @returns {Promise<boolean>} */
export default async function isOpenablePdf({ file }) {
  const { pathToFileURL } = await import('node:url');
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
  try {
    const document = await loading.promise;
    return document.numPages >= 1;
  } catch (err) {
    // A PDF locked with a password is a real PDF: it is accepted, the parent has the password.
    return err?.name === 'PasswordException';
  } finally {
    await loading.destroy();
  }
}
