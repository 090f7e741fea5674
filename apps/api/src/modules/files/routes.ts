import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { verifyFileUrl } from '../../lib/signed-url';

/**
 * Stored files are reachable only through links the API signs for their owner (valid 15
 * minutes), served with their checked type, nosniff and a safe file name.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get('/api/files/:token', {
    schema: { tags: ['files'], summary: 'A stored file through its signed, 15-minute link', params: z.object({ token: z.string().max(4096) }) },
  }, async (request, reply) => {
    const claim = await verifyFileUrl(deps.database.db, request.params.token, deps.clock.now());
    if (!claim) throw AppError.notFound('This link has expired. Please open the record again.');
    const data = await deps.storage.get(claim.k);
    if (!data) throw AppError.notFound('File not found');
    const disposition = claim.t === 'application/pdf' || claim.t.startsWith('image/') ? 'inline' : 'attachment';
    return reply
      .type(claim.t)
      .header('content-disposition', `${disposition}; filename="${claim.n.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, max-age=900')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
};
