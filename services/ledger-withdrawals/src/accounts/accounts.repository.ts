import { Inject, Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService, type Db } from '../prisma/prisma.service.js';

export interface RecentRow {
  id: bigint;
  transaction_number: string;
  user_id: string;
  amount_cents: bigint;
  post_balance_cents: bigint;
  description: string;
  reference: string | null;
  created_at: Date;
}

export interface OverviewTotals {
  total_balance: bigint;
  tx_count: number;
  tx_volume: bigint;
  wd_count: number;
  wd_volume: bigint;
}

/**
 * The Overview's ledger totals, read without reading the ledger: the entries on recipients' accounts and the
 * withdrawals from the counters their triggers keep (migration 0024, one row per slot, summed), the recipients'
 * total balance as minus the balances of the few other accounts (every posting balances, so all balances sum to
 * zero), from their partial index. The same figures as counting and summing every entry, withdrawal and recipient.
 */
export const OVERVIEW_TOTALS = Prisma.sql`
  SELECT (SELECT -coalesce(sum(balance_cents), 0) FROM ledger_accounts WHERE kind <> 'recipient')::bigint AS total_balance,
         coalesce(sum(recipient_entries), 0)::int AS tx_count, coalesce(sum(recipient_volume_cents), 0)::bigint AS tx_volume,
         coalesce(sum(withdrawals), 0)::int AS wd_count, coalesce(sum(withdrawal_cents), 0)::bigint AS wd_volume
    FROM ledger_overview_counters`;

/**
 * Recipients' ledger accounts as the back office sees them: balances, closing at deletion, the
 * Overview's aggregates, and the erasure of personal details kept next to the ledger (withdrawal
 * method details and receipts, PINs) when a recipient is deleted.
 */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  /** Each recipient among `userIds` with an account or a grant: the balance (null before the first posting) and the grant's title. */
  balances(userIds: string[]): Promise<{ user_id: string; balance_cents: bigint | null; grant_title: string | null }[]> {
    return this.db.$queryRaw`
      SELECT u.user_id, a.balance_cents, g.title AS grant_title
        FROM unnest(${userIds}::uuid[]) AS u(user_id)
        LEFT JOIN ledger_accounts a ON a.kind = 'recipient' AND a.user_id = u.user_id
        LEFT JOIN grants g ON g.user_id = u.user_id
       WHERE a.id IS NOT NULL OR g.id IS NOT NULL`;
  }

  /** The recipient's account under a row lock (none before their first posting). */
  async lockAccount(userId: string, tx: Db): Promise<{ id: string; balance_cents: bigint; closed_at: Date | null } | undefined> {
    const rows = await tx.$queryRaw<{ id: string; balance_cents: bigint; closed_at: Date | null }[]>`
      SELECT id, balance_cents, closed_at FROM ledger_accounts WHERE kind = 'recipient' AND user_id = ${userId}::uuid FOR UPDATE`;
    return rows[0];
  }

  async withdrawalsInProgress(userId: string, tx: Db): Promise<number> {
    const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM withdrawals WHERE user_id = ${userId}::uuid AND status IN ('pending', 'processing', 'submitted')`;
    return n;
  }

  async close(accountId: string, tx: Db): Promise<void> {
    await tx.$executeRaw`UPDATE ledger_accounts SET closed_at = now() WHERE id = ${accountId}::uuid AND closed_at IS NULL`;
  }

  /** Every figure of the Overview the ledger owns, in one statement (OVERVIEW_TOTALS). */
  async overview(): Promise<OverviewTotals> {
    const [row] = await this.db.$queryRaw<OverviewTotals[]>(OVERVIEW_TOTALS);
    return row;
  }

  recent(limit: number): Promise<RecentRow[]> {
    return this.db.$queryRaw<RecentRow[]>`
      SELECT e.id, e.transaction_number, a.user_id, e.amount_cents, e.post_balance_cents, e.description, e.reference, e.created_at
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.kind = 'recipient'
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`;
  }
}
