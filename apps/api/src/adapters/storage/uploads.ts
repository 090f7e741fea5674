import { randomUUID } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { FILE_TOO_LARGE_MESSAGE, IMAGE_MAX_BYTES, LIMITS } from '@tika/contract';
import { AppError } from '../../errors';
import { isReadablePdf } from './pdf-structure';

// Each image is decoded once: libvips' cache would only keep temporary files open after they are removed.
sharp.cache(false);

export type UploadType = 'image/png' | 'image/jpeg' | 'application/pdf';
const EXTENSIONS: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** A file as the multipart reader saved it: on disk, `size` bytes read (at most the read cap). */
export interface ReceivedFile {
  path: string;
  size: number;
  fileName: string;
}

/** A file that passed the checks, ready to store: on disk, never whole in memory. */
export interface CheckedUpload {
  /** The received file (a PDF) or its re-encoded copy beside it (an image). */
  path: string;
  size: number;
  contentType: UploadType;
  extension: string;
  /** Only the last 10 characters of the parent's file name are kept (docs/product/validation.md). */
  nameTail: string;
}

const unsupported = (message = 'Please upload a PNG, JPEG or PDF file') =>
  new AppError(415, 'unsupported_media_type', message);

/**
 * The type is decided by the file's content, never by its name or the browser's header: a
 * text file called .png or an HTML page called .pdf is refused, and so is a PDF header with
 * no PDF behind it.
 */
export async function checkUpload(
  file: ReceivedFile,
  /** The form field the file came in, named by every refusal so the form can mark it. */
  field?: string,
): Promise<CheckedUpload> {
  try {
    return await checkUploadContent(file);
  } catch (err) {
    throw err instanceof AppError && field ? err.forField(field) : err;
  }
}

async function checkUploadContent(file: ReceivedFile): Promise<CheckedUpload> {
  const detected = await fileTypeFromFile(file.path);
  const type = detected?.mime as UploadType | undefined;
  if (!type || !(type in EXTENSIONS)) throw unsupported();
  if (type === 'application/pdf' && file.size > LIMITS.pdfMaxBytes)
    throw new AppError(413, 'payload_too_large', FILE_TOO_LARGE_MESSAGE);
  if (type !== 'application/pdf' && file.size > IMAGE_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', 'Image size should be less than 10MB');
  const safeName = file.fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_');
  const stored =
    type === 'application/pdf'
      ? await checkPdf(file)
      : await reencodeImage(file.path, `${file.path}.${EXTENSIONS[type]}`, type);
  return {
    ...stored,
    contentType: type,
    extension: EXTENSIONS[type],
    nameTail: safeName.slice(-LIMITS.uploadNameTailChars),
  };
}

async function checkPdf(file: ReceivedFile) {
  if (!(await isReadablePdf(file.path)))
    throw unsupported('This PDF could not be read. Please upload another copy of the file.');
  return { path: file.path, size: file.size };
}

/** Server-made storage keys: the parent's id, then a random name. */
export function storageKeyFor(userId: string, extension: string): string {
  return `${userId}/${randomUUID()}.${extension}`;
}

const STORAGE_KEY = new RegExp(
  `^[0-9a-f-]{36}/[0-9a-f-]{36}\\.(?:${Object.values(EXTENSIONS).join('|')})$`,
);

/**
 * Whether a key has the shape storageKeyFor makes: in a bucket that may hold other things,
 * the orphan sweep deletes nothing else.
 */
export const isStorageKey = (key: string) => STORAGE_KEY.test(key);

/** Larger than any phone camera: a bigger "image" is a decompression bomb, not a photo. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Images are decoded and encoded again: EXIF (with GPS location) and any other metadata are
 * dropped, the orientation is applied to the pixels, and a malformed file fails here. From file
 * to file: libvips streams the pixels through, the image is never held whole.
 */
async function reencodeImage(
  source: string,
  target: string,
  type: 'image/png' | 'image/jpeg',
): Promise<{ path: string; size: number }> {
  try {
    const image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const { size } = await (
      type === 'image/png'
        ? image.png({ compressionLevel: 8 })
        : image.jpeg({ quality: 85, mozjpeg: true })
    ).toFile(target);
    return { path: target, size };
  } catch (err) {
    // Too many pixels is a size problem (413), like too many bytes; anything else is not an image we can read.
    if (/pixel limit/i.test((err as Error).message))
      throw new AppError(
        413,
        'payload_too_large',
        'This image is too large. Please upload a smaller photo.',
      );
    throw unsupported('This image could not be read. Please upload another photo.');
  }
}
