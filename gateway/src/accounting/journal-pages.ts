import { Rpc, type JournalLine, type JournalPage } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';

/**
 * Every journal line of a period (of one recipient's account when `userId` is given), page by page from the
 * ledger in (time, entry id) order. The first page is read before the caller answers, so a ledger that cannot
 * answer is an error answer, not a cut-off file; each later page is read only when the previous one is sent.
 */
export async function journalPages(
  rpc: RpcClient,
  request: { from: string; to: string; userId?: string },
): Promise<{ first: JournalLine[]; rest: () => AsyncGenerator<JournalLine[]> }> {
  const first: JournalPage = await rpc.call(Rpc.ledgerJournalPage, { ...request, after: null });
  async function* rest(): AsyncGenerator<JournalLine[]> {
    let next = first.next;
    while (next) {
      const page = await rpc.call(Rpc.ledgerJournalPage, { ...request, after: next });
      if (page.lines.length) yield page.lines;
      next = page.next;
    }
  }
  return { first: first.lines, rest };
}
