import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { JournalCursor, JournalPage } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';
import { journalPages } from './journal-pages.js';

test('every page of the period is read, each after the cursor the previous page ended with', async () => {
  const cursor = (n: number): JournalCursor => ({ at: '2026-10-01T00:00:00.000Z', postingId: '00000000-0000-4000-8000-000000000001', entryId: String(n) });
  const pages: JournalPage[] = [0, 1, 2].map((n) => ({
    lines: [{ entryId: String(n) } as JournalPage['lines'][number]],
    next: n < 2 ? cursor(n) : null,
  }));
  const asked: (JournalCursor | null)[] = [];
  const rpc = {
    call: (_: unknown, request: { after: JournalCursor | null }) => {
      asked.push(request.after);
      return Promise.resolve(pages[asked.length - 1]);
    },
  } as unknown as RpcClient;

  const { first, rest } = await journalPages(rpc, { from: '2026-10-01', to: '2026-10-31' });
  assert.deepEqual(asked, [null], 'only the first page before the answer starts');
  const all = [...first];
  for await (const page of rest()) all.push(...page);
  assert.deepEqual(
    all.map((l) => l.entryId),
    ['0', '1', '2'],
  );
  assert.deepEqual(asked, [null, cursor(0), cursor(1)]);
});
