import { monthBounds } from '@portal/contracts';
import type { Db } from '../prisma/prisma.service.js';
import { publishStatementsReady } from './events/statement.events.js';
import type { StatementNoticesRepository } from './statement-notices.repository.js';

/** Recipients told per transaction. */
export const STATEMENT_NOTICE_BATCH = 1000;

/**
 * Tells every recipient still to be told that `month`'s statement is ready: batches of `batch` in user-id order,
 * each marked and put in the outbox in its own transaction (a crash keeps what committed; the next sweep goes on
 * from there). Answers how many were told.
 */
export async function tellStatementsReady(
  db: { $transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> },
  notices: Pick<StatementNoticesRepository, 'claim'>,
  month: string,
  batch = STATEMENT_NOTICE_BATCH,
): Promise<number> {
  const period = monthBounds(month);
  let told = 0;
  let after: string | null = null;
  for (;;) {
    const users = await db.$transaction(async (tx) => {
      const claimed = await notices.claim(month, period, after, batch, tx);
      await publishStatementsReady(tx, claimed, month);
      return claimed;
    });
    if (users.length === 0) return told;
    told += users.length;
    after = users[users.length - 1]!;
  }
}
