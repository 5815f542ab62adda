import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API answers smaller than this (bytes) go out as they are: compressing them saves less than a packet. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers of the API scope it is registered in, per request. Brotli at quality 4
 * (not the library's 11) because answers are compressed on every request: it is about as small as
 * gzip -9 at a fraction of the CPU. Answers that set content-encoding themselves (the problem list
 * keeps its gzipped bytes) are left alone. Web app files are precompressed at build, not here.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    // Request bodies stay as sent: inflating them would step around the body size limits.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
