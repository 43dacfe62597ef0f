import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How an export's pages become a file: its head, a page's CSV lines, and the page after one (none: the last). */
export interface PagedExport<P> {
  head: string;
  rows: (page: P) => string[];
  next: (page: P) => Promise<P> | undefined;
}

/**
 * The most characters a piece of the file is sent in. V8 allocates a string over 128 KB in its large-object space,
 * and one that is still being written when the young generation is collected stays there until the next full
 * collection: a page's CSV as one string (~200 KB for a thousand audit entries) kept tens of megabytes of finished
 * pages alive during a long export. Pieces of at most 60,000 characters (120 KB even in two-byte form) die young.
 */
export const CSV_PIECE_CHARS = 60_000;

/** `lines` joined into pieces of at most CSV_PIECE_CHARS characters (a longer line is a piece of its own), in order. */
export function* csvPieces(lines: readonly string[], maxChars = CSV_PIECE_CHARS): Generator<string> {
  let start = 0;
  let chars = 0;
  for (let i = 0; i < lines.length; i++) {
    if (i > start && chars + lines[i].length > maxChars) {
      yield lines.slice(start, i).join('');
      start = i;
      chars = 0;
    }
    chars += lines[i].length;
  }
  if (start < lines.length) yield lines.slice(start).join('');
}

/**
 * Sends an export page by page as one CSV file. The caller reads the first page before answering, so a source that
 * cannot answer gets an error answer, not an empty file. Each further page is read only once the client has taken the
 * one before, so memory stays at about one page, whatever the export's length; each page goes out in pieces small
 * enough to be freed young (`csvPieces`). A page that fails mid-way aborts the
 * response, so a client never takes a cut-off file for a whole one.
 */
export function sendCsvPages<P>(reply: FastifyReply, fileName: string, first: P, { head, rows, next }: PagedExport<P>): void {
  async function* chunks(): AsyncGenerator<string> {
    yield head;
    yield* csvPieces(rows(first));
    for (let page = next(first); page;) {
      const current = await page;
      yield* csvPieces(rows(current));
      page = next(current);
    }
  }
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(chunks(), { highWaterMark: 1 }));
}
