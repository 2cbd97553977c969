import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** A JSON reply smaller than this is sent as is: compressing it saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON replies above the threshold, brotli or gzip by Accept-Encoding.
 * Registered inside the /api scope only: the web build's files are precompressed at build time
 * (served by @fastify/static), and file downloads and exports keep their Content-Length, so
 * only `application/json` qualifies.
 */
export async function compressJsonReplies(api: FastifyInstance) {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^application\/json(?:;|$)/,
  });
}
