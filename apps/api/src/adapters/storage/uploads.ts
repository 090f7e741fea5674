import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { FILE_TOO_LARGE_MESSAGE, IMAGE_MAX_BYTES, LIMITS } from '@tika/contract';
import { AppError } from '../../errors';

export type UploadType = 'image/png' | 'image/jpeg' | 'application/pdf';
const EXTENSIONS: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

export interface CheckedUpload {
  data: Buffer;
  contentType: UploadType;
  extension: string;
  /** Only the last 10 characters of the parent's file name are kept (docs/product/validation.md). */
  nameTail: string;
}

/**
 * The type is decided by the file's content, never by its name or the browser's header: a
 * text file called .png or an HTML page called .pdf is refused.
 */
export async function checkUpload(
  data: Buffer,
  fileName: string,
  /** The form field the file came in, named by every refusal so the form can mark it. */
  field?: string,
): Promise<CheckedUpload> {
  try {
    return await checkUploadContent(data, fileName);
  } catch (err) {
    throw err instanceof AppError && field ? err.forField(field) : err;
  }
}

async function checkUploadContent(data: Buffer, fileName: string): Promise<CheckedUpload> {
  const detected = await fileTypeFromBuffer(data);
  const type = detected?.mime as UploadType | undefined;
  if (!type || !(type in EXTENSIONS)) {
    throw new AppError(415, 'unsupported_media_type', 'Please upload a PNG, JPEG or PDF file');
  }
  if (type === 'application/pdf' && data.length > LIMITS.pdfMaxBytes)
    throw new AppError(413, 'payload_too_large', FILE_TOO_LARGE_MESSAGE);
  if (type !== 'application/pdf' && data.length > IMAGE_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', 'Image size should be less than 10MB');
  const safeName = fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_');
  const stored = type === 'application/pdf' ? data : await reencodeImage(data, type);
  return {
    data: stored,
    contentType: type,
    extension: EXTENSIONS[type],
    nameTail: safeName.slice(-LIMITS.uploadNameTailChars),
  };
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
 * dropped, the orientation is applied to the pixels, and a malformed file fails here.
 */
async function reencodeImage(data: Buffer, type: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    return await (
      type === 'image/png'
        ? image.png({ compressionLevel: 8 })
        : image.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch (err) {
    // Too many pixels is a size problem (413), like too many bytes; anything else is not an image we can read.
    if (/pixel limit/i.test((err as Error).message))
      throw new AppError(
        413,
        'payload_too_large',
        'This image is too large. Please upload a smaller photo.',
      );
    throw new AppError(
      415,
      'unsupported_media_type',
      'This image could not be read. Please upload another photo.',
    );
  }
}
