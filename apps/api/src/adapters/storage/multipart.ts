import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@tika/contract';
import { AppError } from '../../errors';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { data: Buffer; fileName: string } | null;
}

/**
 * Past the largest file we take (an image, 10 MB), one byte is enough to know a file is too
 * big; the rest of it is skipped as it streams in, never buffered.
 */
const READ_CAP_BYTES = IMAGE_MAX_BYTES + 1;

/** throwFileSizeLimit is read by request.parts() too, though its types only list it for file(). */
const PARTS_OPTIONS = {
  limits: { fileSize: READ_CAP_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  throwFileSizeLimit: false,
};

/**
 * Reads a multipart form with at most one file (in `fileField`). The file is buffered up to
 * READ_CAP_BYTES. An oversized file is not refused here: its first bytes still say what it
 * is, so checkUpload answers with the limit of its type (a 12 MB PDF is told the 5 MB one).
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw AppError.badRequest('Please send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts(PARTS_OPTIONS)) {
      if (part.type === 'file') {
        // Truncated at READ_CAP_BYTES, so longer than any limit checkUpload applies.
        const data = await part.toBuffer();
        if (part.fieldname !== fileField) continue;
        if (data.length > 0) file = { data, fileName: part.filename ?? 'file' };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT_ERROR')
      throw AppError.badRequest('Please send one file at a time');
    throw err;
  }
  return { fields, file };
}
