import fs from 'node:fs/promises';
import path from 'node:path';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_MAX_BYTES } from '@tika/contract';
import { AppError } from '../../errors';
import { UploadSlots } from './upload-slots';
import { withScratchFolder } from './upload-scratch';
import type { ReceivedFile } from './uploads';

export interface MultipartForm {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/**
 * Past the largest file we take (an image, 10 MB), one byte is enough to know a file is too
 * big; busboy skips the rest of it as it streams in, never written nor buffered.
 */
const READ_CAP_BYTES = IMAGE_MAX_BYTES + 1;

/** throwFileSizeLimit is read by request.parts() too, though its types only list it for file(). */
const PARTS_OPTIONS = {
  limits: { fileSize: READ_CAP_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  throwFileSizeLimit: false,
};

/** For the OpenAPI description of each upload route. */
export const UPLOAD_REFUSALS =
  '400 malformed_upload: the body is not well-formed multipart, or was cut short. ' +
  '429 too_many_uploads (with Retry-After): too many uploads in progress, on this server or for this parent; nothing was read.';

export const MALFORMED_UPLOAD = 'The upload could not be read. Please try again.';
export const INTERRUPTED_UPLOAD = 'The upload was interrupted. Please try again.';

/** multipart/form-data parsing, and the slots that cap the uploads in progress (upload-slots.ts). */
export const uploadsPlugin = fp(
  async (
    app: FastifyInstance,
    limits: { perProcess: number; perParent: number; idleSeconds: number },
  ) => {
    await app.register(multipart, { limits: { fileSize: READ_CAP_BYTES, files: 1 } });
    app.decorate('uploadSlots', new UploadSlots(limits));
    app.decorate('uploadIdleMs', limits.idleSeconds * 1000);
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    uploadSlots: UploadSlots;
    /** UPLOAD_IDLE_SECONDS: an upload silent this long is dropped (withUploadedForm). */
    uploadIdleMs: number;
  }
}

/**
 * Reads a multipart form with at most one file (in `fileField`) and runs `use` with it. An
 * upload slot is taken first (429 too_many_uploads, before any of the body is read);
 * the file is written to a scratch folder as it arrives, up to READ_CAP_BYTES, and removed
 * when `use` ends. An oversized file is not refused here: its first bytes still say what it
 * is, so checkUpload answers with the limit of its type (a 12 MB PDF is told the 5 MB one).
 */
export async function withUploadedForm<T>(
  request: FastifyRequest,
  upload: { parentId: string; fileField: string },
  use: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw AppError.badRequest('Please send the form as multipart/form-data');
  const giveBack = holdsNoRealFile(request)
    ? () => undefined
    : request.server.uploadSlots.take(upload.parentId);
  const stopWatching = dropWhenSilent(request);
  try {
    return await withScratchFolder(request.server.deps.env.DATA_DIR, async (folder) => {
      const form = await readForm(request, upload.fileField, folder);
      stopWatching();
      return use(form);
    });
  } finally {
    stopWatching();
    giveBack();
  }
}

/**
 * Silence while the body is read ends the upload (read as "interrupted", a quiet line): a
 * stalled or trickling client cannot keep a slot for Node's 5-minute request timeout. Returns
 * the function that stops watching (idempotent). Injected test requests have no real socket.
 */
function dropWhenSilent(request: FastifyRequest): () => void {
  const socket = request.raw.socket as Partial<Socket> | undefined;
  if (typeof socket?.setTimeout !== 'function') return () => undefined;
  const drop = () => request.raw.destroy(new Error('upload went silent'));
  socket.setTimeout(request.server.uploadIdleMs, drop);
  return () => {
    socket.setTimeout!(0);
    socket.off!('timeout', drop);
  };
}

/**
 * A form declared this small holds no file worth a slot (a vaccine marked given without a
 * prescription, a tiny scan): a busy minute of uploads never holds up a status change. Node
 * reads no more body than Content-Length says; a body without one (chunked) takes a slot.
 */
const SMALL_FORM_BYTES = 64 * 1024;
const holdsNoRealFile = (request: FastifyRequest) =>
  Number(request.headers['content-length']) <= SMALL_FORM_BYTES;

async function readForm(
  request: FastifyRequest,
  fileField: string,
  folder: string,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts(PARTS_OPTIONS)) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
      } else if (part.fieldname !== fileField) {
        // A file in another field is read past, never saved.
        await finished(part.file.resume());
      } else {
        const target = path.join(folder, 'received');
        const size = await saveTo(part.file, target);
        if (size > 0) file = { path: target, size, fileName: part.filename ?? 'file' };
      }
    }
  } catch (err) {
    throw refusalFor(request, err);
  }
  return { fields, file };
}

/** A failure of this machine (its disk), not of the upload: it stays a 500. */
class ScratchWriteError extends Error {
  constructor(override readonly cause: unknown) {
    super('could not write an upload to its scratch folder');
  }
}
const scratchFailure = (err: unknown): never => {
  throw new ScratchWriteError(err);
};

/** Writes a file part to `target` as it arrives; returns its size (busboy stops at the read cap). */
async function saveTo(part: Readable, target: string): Promise<number> {
  const out = await fs.open(target, 'wx').catch(scratchFailure);
  let size = 0;
  try {
    // An error reading the part is the upload's (cut short, malformed); writing it, ours.
    for await (const chunk of part as AsyncIterable<Buffer>) {
      size += chunk.length;
      await out.write(chunk).catch(scratchFailure);
    }
  } finally {
    await out.close().catch(scratchFailure);
  }
  return size;
}

/**
 * What to answer when reading the form failed: a body that is not well-formed multipart (a bad
 * boundary, cut short, a broken part header) is the client's mistake, 400 malformed_upload; a
 * client that went away mid-upload gets the same code, and only the error handler's info line.
 * Neither is a server error worth a stack trace. A failing disk is, and is thrown as it is.
 */
function refusalFor(request: FastifyRequest, err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof ScratchWriteError) return err.cause;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return AppError.badRequest('Please send one file at a time');
  request.log.debug({ reason: (err as Error).message }, 'multipart body refused');
  const gone = !request.raw.complete && (request.raw.destroyed || request.raw.socket?.destroyed);
  return new AppError(400, 'malformed_upload', gone ? INTERRUPTED_UPLOAD : MALFORMED_UPLOAD);
}
