import type { FastifyReply } from 'fastify';

/** The file name a download gets: see sendDownload. */
function downloadName(file: { name: string; fallback: string; suffix?: string; extension: string }): string {
  const base = file.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || file.fallback;
  return `${base}${file.suffix ?? ''}.${file.extension}`;
}

/**
 * Sends an exported file as a download named after the document: letters, digits, spaces and
 * `._-` kept (any script), `fallback` when nothing is left, then the `suffix` (e.g. ' – notes').
 * The UTF-8 name goes in RFC 5987's filename*; the plain filename, which a header can only carry
 * in ASCII, has accents dropped and other characters as '-'. Never cached: a file holds the
 * workspace's private work.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { name: string; fallback: string; suffix?: string; extension: string; contentType: string; body: Buffer },
) {
  const filename = downloadName(file);
  const ascii = filename
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]/g, '-')
    .replace(/"/g, '');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
