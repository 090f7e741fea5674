import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@tika/contract';
import { AppError } from '../../errors';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { data: Buffer; fileName: string } | null;
}

/**
 * Reads a multipart form with at most one file (in `fileField`). The file is buffered with
 * a hard cap, so an oversized upload is refused while it streams in.
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw AppError.badRequest('Please send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== fileField) continue;
        if (data.length > 0) file = { data, fileName: part.filename ?? 'file' };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', 'File size should be less than 10MB');
    if (code === 'FST_FILES_LIMIT_ERROR') throw AppError.badRequest('Please send one file at a time');
    throw err;
  }
  return { fields, file };
}
