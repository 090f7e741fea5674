import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../adapters/storage';

/** Builds a multipart/form-data body for app.inject, files included. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----tika${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small real files: the server checks content, so these must be genuine. */
export { pdfOfSize, SAMPLE_PDF } from './sample-pdf';
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores bytes as an upload would be stored: from a file on disk (FileStorage.putFile). */
export async function storeBytes(
  storage: FileStorage,
  key: string,
  data: Buffer,
  contentType = 'application/pdf',
): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'tika-store-'));
  try {
    const source = path.join(folder, 'file');
    await fs.writeFile(source, data);
    await storage.putFile(key, source, contentType);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
