// Imported by the browser tests too (e2e/support/records.ts): no imports of its own.

const OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];

function pdfWithPadding(padding: number, trailingNewlines = 0): Buffer {
  // The second line's high bytes mark the file as binary, as PDF writers do.
  let text = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  if (padding > 0) text += `%${' '.repeat(padding)}\n`;
  const offsets: number[] = [];
  OBJECTS.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text +=
    `xref\n0 ${OBJECTS.length + 1}\n0000000000 65535 f \n` +
    offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${OBJECTS.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n${'\n'.repeat(trailingNewlines)}`;
  return Buffer.from(text, 'latin1');
}

/**
 * A real one-page PDF, as a PDF reader (and the server's check) wants it: header, objects, a
 * cross-reference table with their byte offsets, trailer, startxref and %%EOF.
 */
export const SAMPLE_PDF = pdfWithPadding(0);

/**
 * The same PDF grown to exactly `bytes` (when larger than it) by a comment line after the
 * header: its end, where readers look first, stays that of a real PDF.
 */
export function pdfOfSize(bytes: number): Buffer {
  // The comment's own "%" and newline, then however much the offsets' digits grew; a byte
  // the digits overshot comes back as a newline after %%EOF.
  let padding = bytes - SAMPLE_PDF.length - 2;
  if (padding <= 0) return SAMPLE_PDF;
  while (pdfWithPadding(padding).length > bytes) padding -= pdfWithPadding(padding).length - bytes;
  return pdfWithPadding(padding, bytes - pdfWithPadding(padding).length);
}
