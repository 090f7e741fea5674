import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IMAGE_MAX_BYTES, LIMITS } from '@tika/contract';

/* Client-side checks and preparation for uploads (docs/product/validation.md). The server decides the type
   from the content again; these only spare the parent a slow upload that would be refused. */

/** Why a file is refused, in the app's language when shown (the API words its own refusals). */
export const UNSUPPORTED_FILE_MESSAGE = msg`Please choose a PNG, JPG or PDF file`;
export const IMAGE_TOO_LARGE_MESSAGE = msg`Image size should be less than 10MB`;
/** The contract's FILE_TOO_LARGE_MESSAGE, the API's words for the same refusal. */
const PDF_TOO_LARGE_MESSAGE = msg`File size should be less than 5MB`;

export type UploadKind = 'pdf' | 'png' | 'jpeg';

const BY_TYPE: Record<string, UploadKind> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
};
const BY_EXTENSION: Record<string, UploadKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

/** What a picked file is, by the browser's type, or by its extension when the browser gives none. */
export function uploadKind(file: Pick<File, 'name' | 'type'>): UploadKind | null {
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return BY_TYPE[type] ?? null;
  const extension = /\.([^.]+)$/.exec(file.name.toLowerCase())?.[1] ?? '';
  return BY_EXTENSION[extension] ?? null;
}

/** Why a picked file cannot be uploaded, or null when it can. */
export function checkUploadFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const kind = uploadKind(file);
  if (!kind) return i18n._(UNSUPPORTED_FILE_MESSAGE);
  if (kind === 'pdf' && file.size > LIMITS.pdfMaxBytes) return i18n._(PDF_TOO_LARGE_MESSAGE);
  return null;
}

/** Only the last 10 characters of a file name are sent (docs/product/validation.md). */
export function uploadFileName(name: string): string {
  return name.slice(-LIMITS.uploadNameTailChars);
}

/**
 * Images are compressed at quality 0.6 and converted to JPEG when over 2 MB (docs/product/constants.md): a
 * JPEG is re-encoded, a small PNG is kept as it is (PNG has no quality setting), a large PNG
 * becomes a JPEG. PDFs are sent untouched.
 */
export function compressionPlan(kind: UploadKind, size: number): 'keep' | 'jpeg' {
  if (kind === 'jpeg') return 'jpeg';
  if (kind === 'png' && size > LIMITS.imageJpegAboveBytes) return 'jpeg';
  return 'keep';
}

export class UploadError extends Error {
  override name = 'UploadError';
}

export interface PreparedUpload {
  blob: Blob;
  /** The name to send: already cut to its last 10 characters. */
  name: string;
}

/** The file as it should travel: compressed when it is an image, with its shortened name. */
export async function prepareUpload(file: File): Promise<PreparedUpload> {
  const kind = uploadKind(file);
  const problem = checkUploadFile(file);
  if (problem || !kind) throw new UploadError(problem ?? i18n._(UNSUPPORTED_FILE_MESSAGE));

  let prepared: PreparedUpload = { blob: file, name: uploadFileName(file.name) };
  if (compressionPlan(kind, file.size) === 'jpeg') {
    try {
      const jpeg = await encodeJpeg(file, LIMITS.imageCompressionQuality);
      // Re-encoding an already small JPEG can make it bigger; keep whichever is smaller.
      if (kind !== 'jpeg' || jpeg.size < file.size)
        prepared = { blob: jpeg, name: uploadFileName(`${file.name.replace(/\.[^.]*$/, '')}.jpg`) };
    } catch {
      // A browser that cannot decode the image still sends the original; the server checks it.
    }
  }
  if (kind !== 'pdf' && prepared.blob.size > IMAGE_MAX_BYTES)
    throw new UploadError(i18n._(IMAGE_TOO_LARGE_MESSAGE));
  return prepared;
}

/**
 * Phone cameras take 48-megapixel photos, but iOS refuses canvases above about 16.7 million
 * pixels; 4096 px on the long edge keeps a prescription readable and stays under that.
 */
const MAX_EDGE = 4096;

async function encodeJpeg(file: Blob, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: paint white first so a transparent PNG does not turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
        'image/jpeg',
        quality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
