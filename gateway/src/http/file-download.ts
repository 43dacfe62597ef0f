import type { FastifyReply } from 'fastify';

/** The Content-Disposition of a file answer: an ASCII name for old clients and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers a stored document's bytes: its own content type, never cached, never sniffed. */
export function sendFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  data: Uint8Array,
  disposition: 'inline' | 'attachment' = 'attachment',
): void {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, disposition))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(data));
}
