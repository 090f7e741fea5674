import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@tika/contract';
import { pdfOfSize, SAMPLE_PDF } from '../../test/multipart';
import { checkUpload, type ReceivedFile } from './uploads';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-uploads-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let files = 0;
/** The bytes as the multipart reader leaves them: a file on disk. */
function received(data: Buffer, fileName: string): ReceivedFile {
  const file = path.join(folder, `received-${(files += 1)}`);
  fs.writeFileSync(file, data);
  return { path: file, size: data.length, fileName };
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#88aaff' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Cam 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
    })
    .toBuffer();
}

/** A PDF as a real writer makes it (pdfkit: compressed content streams, an info dictionary). */
function writtenPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.text('Paracetamol 250 mg, three days');
  doc.end();
  return done;
}

const HTML = '<html><body><script>fetch("/api/user/")</script></body></html>\n';
const NOT_A_PDF = {
  status: 415,
  code: 'unsupported_media_type',
  message: 'This PDF could not be read. Please upload another copy of the file.',
};

describe('checkUpload', () => {
  it('drops EXIF and GPS metadata from photos', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const checked = await checkUpload(received(original, 'IMG_2026_0001.jpg'));
    expect(checked.contentType).toBe('image/jpeg');
    const stored = fs.readFileSync(checked.path);
    expect(checked.size).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(40);
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('checks a PDF without pdf.js replacing the server’s own built-ins', async () => {
    // pdf.js's Node build installs core-js over these in the thread that loads it (and makes
    // its versions print as native code); every request after paid for it until the check
    // moved to a worker thread.
    const natives = [
      Array.prototype.push,
      Array.prototype.at,
      JSON.stringify,
      Function.prototype.toString,
    ];
    await checkUpload(received(SAMPLE_PDF, 'report.pdf'));
    expect([
      Array.prototype.push,
      Array.prototype.at,
      JSON.stringify,
      Function.prototype.toString,
    ]).toEqual(natives);
  });

  it('keeps only the last 10 characters of the name', async () => {
    const checked = await checkUpload(received(SAMPLE_PDF, 'report-from-clinic-2026.pdf'));
    expect(checked.nameTail).toBe('c-2026.pdf');
  });

  it('refuses an image with absurd dimensions (a decompression bomb)', async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(checkUpload(received(bomb, 'huge.png'))).rejects.toMatchObject({
      status: 413,
      message: 'This image is too large. Please upload a smaller photo.',
    });
  });

  it('refuses a truncated image', async () => {
    const broken = (await jpegWithGps()).subarray(0, 200);
    await expect(checkUpload(received(broken, 'broken.jpg'))).rejects.toMatchObject({
      status: 415,
    });
  });

  describe('PDFs, read for their structure', () => {
    it.each([
      ['the sample PDF', () => SAMPLE_PDF],
      ['a PDF as a real writer makes it', writtenPdf],
      ['a PDF at the 5 MB limit', () => pdfOfSize(LIMITS.pdfMaxBytes)],
      ['a PDF with a newline after %%EOF', () => Buffer.concat([SAMPLE_PDF, Buffer.from('\r\n')])],
    ])('accepts %s, stored as it came', async (_what, make) => {
      const pdf = await make();
      const file = received(pdf, 'report.pdf');
      const checked = await checkUpload(file);
      expect(checked).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
      expect(checked.path).toBe(file.path);
    });

    it.each([
      ['a PDF header, then HTML', `%PDF-1.4\n${HTML}`],
      ['a PDF header and HTML with a made-up end', `%PDF-1.4\n${HTML}startxref\n9\n%%EOF\n`],
      ['a PDF cut short (no xref, no %%EOF)', SAMPLE_PDF.subarray(0, 200).toString('latin1')],
      [
        'a PDF with no page',
        SAMPLE_PDF.toString('latin1').replace('/Kids [3 0 R] /Count 1', '/Kids [] /Count 0 '),
      ],
    ])('refuses %s with 415', async (_what, text) => {
      const file = received(Buffer.from(text, 'latin1'), 'report.pdf');
      await expect(checkUpload(file, 'record')).rejects.toMatchObject({
        ...NOT_A_PDF,
        field: 'record',
      });
    });
  });
});
