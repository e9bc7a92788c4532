import type { FastifyReply } from 'fastify';

/**
 * Sends an exported file as a download named after the document: letters, digits, spaces and
 * `._-` kept (any script), `fallback` when nothing is left, and an RFC 5987 UTF-8 name beside the
 * plain one. Never cached: a file holds the workspace's private work.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { name: string; fallback: string; extension: string; contentType: string; body: Buffer },
) {
  const filename = `${file.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || file.fallback}.${file.extension}`;
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.body);
}
