import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { FileClaim } from '../../lib/signed-url';

/**
 * Streams a stored file from storage as it is read (a download never holds the whole file in
 * memory): PDFs and images inline, anything else as an attachment, never sniffed.
 */
export async function sendStoredFile(
  deps: AppDeps,
  reply: FastifyReply,
  claim: FileClaim,
  /** A parent's own file may stay in their browser for the link's 15 minutes; a shared one not at all. */
  cacheControl = 'private, max-age=900',
) {
  const file = await deps.storage.getStream(claim.k);
  if (!file) throw AppError.notFound('File not found');
  const disposition =
    claim.t === 'application/pdf' || claim.t.startsWith('image/') ? 'inline' : 'attachment';
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .type(claim.t)
    .header('content-disposition', `${disposition}; filename="${claim.n.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
