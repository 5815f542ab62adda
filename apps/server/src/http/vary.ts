import type { FastifyReply } from 'fastify';

/**
 * Adds a request header to the answer's Vary list without dropping what is there: CORS names
 * Origin (an answer for one origin must not be cached for another) before a handler that serves a
 * precompressed body names Accept-Encoding.
 */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === header.toLowerCase())) names.push(header);
  reply.header('vary', names.join(', '));
}
