import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * JSON, text and calendar answers, never files: a PDF, a photo or a zip is already as small as
 * it gets, and an `application/octet-stream` download is a parent's file, not ours to re-encode.
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)(?:;|$)|image\/svg\+xml)/;

/**
 * Compresses what the server builds per request (the dashboard's answer is 18 KB of JSON, about
 * 2 KB gzipped) for browsers that ask. The web app's files are compressed once at build time and
 * sent pre-compressed (plugins/spa.ts); an answer that already carries a Content-Encoding is
 * left alone. Brotli at quality 4 (the plugin's default): quality 11 costs far more CPU per
 * request than it saves in bytes. Request bodies are never inflated: a compressed upload would
 * slip past the body limits.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
});
