import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Api, ErrorCodes, Rpc, type JournalLine, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { CAMT053_TAIL, camt053Entries, camt053Head } from '../accounting/camt053.js';
import { JOURNAL_CSV_HEAD, journalCsvRows } from '../accounting/journal-csv.js';
import { journalPages } from '../accounting/journal-pages.js';
import { csvPieces } from '../http/paged-download.js';

const routes = Api.adminAccounting;

/** The staff's accounting exports, streamed page by page from the ledger: every entry of the period, no row cap. */
@Controller()
export class AdminAccountingController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.journalCsv)
  async journalCsv(@RouteInput() { query }: RouteRequest<typeof routes.journalCsv>, @Res() reply: FastifyReply): Promise<void> {
    const pages = await journalPages(this.rpc, query);
    const body = stream(JOURNAL_CSV_HEAD, pages.first, pages.rest(), journalCsvRows, '');
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="journal-${query.from}-${query.to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  @Endpoint(routes.camt053)
  async camt053(@RouteInput() { params, query }: RouteRequest<typeof routes.camt053>, @Res() reply: FastifyReply): Promise<void> {
    const summary = await this.rpc.call(Rpc.ledgerAccountStatement, { userId: params.userId, ...query });
    if (!summary) throw new ApiError(404, ErrorCodes.notFound, 'This recipient has no ledger account');
    const profile = await this.rpc.call(Rpc.accountsGetProfile, { userId: params.userId });
    const pages = await journalPages(this.rpc, { ...query, userId: params.userId });
    const head = camt053Head({
      messageId: randomUUID().replaceAll('-', ''),
      createdAt: new Date(),
      from: query.from,
      to: query.to,
      accountNumber: profile.accountNumber,
      ownerName: profile.fullName,
      summary,
    });
    void reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="camt053-${profile.accountNumber}-${query.from}-${query.to}.xml"`)
      .header('cache-control', 'private, no-store')
      .send(stream(head, pages.first, pages.rest(), (lines) => [camt053Entries(lines)], CAMT053_TAIL));
  }
}

/**
 * The answer as a stream: the start and the first page, then each further page rendered as it arrives (in pieces
 * small enough to be freed young, `csvPieces`), then the end. A page that fails mid-way aborts the response, so a
 * client never takes a cut-off file for a whole one.
 */
function stream(start: string, first: JournalLine[], rest: AsyncGenerator<JournalLine[]>, render: (lines: JournalLine[]) => string[], end: string): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield start;
    yield* csvPieces(render(first));
    for await (const lines of rest) yield* csvPieces(render(lines));
    if (end) yield end;
  }
  return Readable.from(chunks());
}
