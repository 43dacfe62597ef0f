import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How an export's pages become a file: its head, a page's rows, and the page after one (none: the last). */
export interface PagedExport<P> {
  head: string;
  rows: (page: P) => string;
  next: (page: P) => Promise<P> | undefined;
}

/**
 * Sends an export page by page as one CSV file. The caller reads the first page before answering, so a source that
 * cannot answer gets an error answer, not an empty file. Each further page is read only once the client has taken the
 * one before, so memory stays at about one page, whatever the export's length. A page that fails mid-way aborts the
 * response, so a client never takes a cut-off file for a whole one.
 */
export function sendCsvPages<P>(reply: FastifyReply, fileName: string, first: P, { head, rows, next }: PagedExport<P>): void {
  async function* chunks(): AsyncGenerator<string> {
    yield head + rows(first);
    for (let page = next(first); page;) {
      const current = await page;
      yield rows(current);
      page = next(current);
    }
  }
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(chunks(), { highWaterMark: 1 }));
}
