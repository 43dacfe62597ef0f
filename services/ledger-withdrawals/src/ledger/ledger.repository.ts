import { Inject, Injectable } from '@nestjs/common';
import { SqlPool, recordAdminAction } from '@portal/service-kit';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import { ENTRY_COLUMNS, entryFromRow, type EntryRow, type PostedEntry } from './posting-engine.js';
import { Prisma, type LedgerAccount } from '../generated/prisma/client.js';

/** The fund's own accounts, opened by the migrations. */
export const SYSTEM_ACCOUNTS = {
  grantFunding: 'fund:grant-funding',
  feeRevenue: 'fund:fee-revenue',
  payoutClearing: 'fund:payout-clearing',
  payoutsSettled: 'fund:payouts-settled',
} as const;

export function recipientAccountCode(userId: string): string {
  return `recipient:${userId}`;
}

export interface TransactionOptions {
  timeout?: number;
  maxWait?: number;
}

/** A recipient's account as the dashboard shows it: balance, latest credits, debits and entries, entries since a moment. */
export interface AccountSummary {
  balanceCents: bigint;
  credits: PostedEntry[];
  debits: PostedEntry[];
  recent: PostedEntry[];
  countSince: number;
}

/** What a page of a recipient's history is filtered by (ledger.service.ts: transactions). */
export interface HistoryFilter {
  type?: 'credit' | 'debit';
  category?: string;
  /** Quick search: the transaction number, description or reference contains it, in any case. */
  q?: string;
  /** Entries at or after this moment. */
  from?: Date;
  /** Entries before this moment. */
  before?: Date;
  /** Keyset: only entries older than this one in the history's order (time, then entry id). */
  after?: { at: Date; id: bigint };
}

/**
 * The text the quick search looks in: the expression ledger_entries_account_search_idx indexes (migration 0023),
 * written exactly as there so the planner matches it with the index and its statistics.
 */
const SEARCHABLE_TEXT = Prisma.sql`(transaction_number || ' ' || description || ' ' || coalesce(reference, ''))`;
/** How many of the newest entries a quick search checks one by one before it looks the older ones up by their trigrams. */
const HISTORY_SEARCH_WINDOW = 1000;

export interface DuplicateFix {
  table: string;
  id: string;
  oldNumber: string;
  newNumber: string;
}

/** Ledger accounts and their entries. Methods take a transaction when they are part of one. */
@Injectable()
export class LedgerRepository {
  constructor(
    @Inject(PrismaService) private readonly db: PrismaService,
    @Inject(SqlPool) private readonly sql: SqlPool,
  ) {}

  /** The recipient's account summary in one statement (the dashboard's hot read); null before their first posting. */
  async accountSummary(userId: string, sizes: { credits: number; debits: number; recent: number }, since: Date): Promise<AccountSummary | null> {
    const { rows } = await this.sql.query<{ balance_cents: string; credits: EntryRow[]; debits: EntryRow[]; recent: EntryRow[]; since: number }>(
      `WITH a AS (SELECT id, balance_cents FROM ledger_accounts WHERE code = $1)
       SELECT a.balance_cents::text,
         (SELECT COALESCE(jsonb_agg(to_jsonb(e) ORDER BY e.created_at DESC, e.id DESC), '[]') FROM (
            SELECT * FROM ledger_entries WHERE account_id = a.id AND amount_cents > 0 ORDER BY created_at DESC, id DESC LIMIT $2) e) AS credits,
         (SELECT COALESCE(jsonb_agg(to_jsonb(e) ORDER BY e.created_at DESC, e.id DESC), '[]') FROM (
            SELECT * FROM ledger_entries WHERE account_id = a.id AND amount_cents < 0 ORDER BY created_at DESC, id DESC LIMIT $3) e) AS debits,
         (SELECT COALESCE(jsonb_agg(to_jsonb(e) ORDER BY e.created_at DESC, e.id DESC), '[]') FROM (
            SELECT * FROM ledger_entries WHERE account_id = a.id ORDER BY created_at DESC, id DESC LIMIT $4) e) AS recent,
         (SELECT count(*)::int FROM ledger_entries WHERE account_id = a.id AND created_at >= $5) AS since
       FROM a`,
      [recipientAccountCode(userId), sizes.credits, sizes.debits, sizes.recent, since],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      balanceCents: BigInt(row.balance_cents),
      credits: row.credits.map(entryFromRow),
      debits: row.debits.map(entryFromRow),
      recent: row.recent.map(entryFromRow),
      countSince: row.since,
    };
  }

  transaction<T>(work: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return this.db.$transaction(work, options);
  }

  /** An account's balance by its code; null when no such account is open. */
  async balanceByCode(code: string): Promise<bigint | null> {
    const { rows } = await this.sql.query<{ balance_cents: string }>('SELECT balance_cents::text FROM ledger_accounts WHERE code = $1', [code]);
    return rows[0] ? BigInt(rows[0].balance_cents) : null;
  }

  async systemAccountId(code: string, tx: Db): Promise<string> {
    const account = await tx.ledgerAccount.findUnique({ where: { code }, select: { id: true } });
    if (!account) throw new Error(`System account ${code} is missing`);
    return account.id;
  }

  /**
   * The recipient's own account, opened on first use. Two first uses at once: the second waits for the first and
   * then finds its row (any unique index, code or user id: naming only `code` let a race fail on `user_id`).
   */
  async ensureRecipientAccount(userId: string, tx: Db): Promise<string> {
    const code = recipientAccountCode(userId);
    await tx.$executeRaw`INSERT INTO ledger_accounts (code, kind, user_id) VALUES (${code}, 'recipient', ${userId}::uuid)
                         ON CONFLICT DO NOTHING`;
    const account = await tx.ledgerAccount.findUniqueOrThrow({ where: { code }, select: { id: true } });
    return account.id;
  }

  /** The recipient's account; null before their first posting. */
  recipientAccount(userId: string, tx: Db = this.db): Promise<LedgerAccount | null> {
    return tx.ledgerAccount.findUnique({ where: { code: recipientAccountCode(userId) } });
  }

  accountById(accountId: string, tx: Db): Promise<LedgerAccount> {
    return tx.ledgerAccount.findUniqueOrThrow({ where: { id: accountId } });
  }

  /**
   * A page of one account's entries matching `filter`, newest first (`created_at DESC, id DESC`), read by the account
   * id so the account's newest-first indexes give the page without sorting its history. A quick search is
   * `searchPage`.
   */
  async history(accountId: string, filter: HistoryFilter, limit: number): Promise<PostedEntry[]> {
    const where = [Prisma.sql`account_id = ${accountId}::uuid`];
    if (filter.type === 'credit') where.push(Prisma.sql`amount_cents > 0`);
    if (filter.type === 'debit') where.push(Prisma.sql`amount_cents < 0`);
    if (filter.category) where.push(Prisma.sql`category = ${filter.category}`);
    if (filter.from) where.push(Prisma.sql`created_at >= ${filter.from}::timestamptz`);
    if (filter.before) where.push(Prisma.sql`created_at < ${filter.before}::timestamptz`);
    // After the cursor: `created_at <= at` bounds the index scan, the OR breaks ties within the same millisecond.
    if (filter.after) {
      const { at, id } = filter.after;
      where.push(Prisma.sql`created_at <= ${at}::timestamptz AND (created_at < ${at}::timestamptz OR id < ${id}::bigint)`);
    }
    const rows = filter.q
      ? await this.searchPage(Prisma.join(where, ' AND '), filter.q, limit)
      : await this.db.$queryRaw<EntryRow[]>`
          SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE ${Prisma.join(where, ' AND ')}
          ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
    return rows.map(entryFromRow);
  }

  /**
   * A page of the quick search: the entries `where` takes whose transaction number, description or reference
   * contains `words` in any case (a LIKE pattern between two wildcards, as the search has always taken them). Two
   * bounded reads, so neither a word in most of the account's entries nor one it never had reads its whole history,
   * whatever the planner guesses about this account (a word common in the ledger may be absent from it):
   * - the newest `HISTORY_SEARCH_WINDOW` entries (at least ten pages) from the account's newest-first index, each
   *   checked: a common word fills the page here;
   * - only when that window held too few matches and the account has older entries: the older matches, found from
   *   the trigrams of the account's searchable text (ledger_entries_account_search_idx, migration 0023), all of them,
   *   then sorted; a word the account seldom or never has is few or none.
   * Both check the three columns one by one, so the rows are exactly those the columns match.
   */
  private searchPage(where: Prisma.Sql, words: string, limit: number): Promise<EntryRow[]> {
    const pattern = Prisma.sql`('%' || ${words}::text || '%')`;
    const matches = Prisma.sql`(transaction_number ILIKE ${pattern} OR description ILIKE ${pattern} OR reference ILIKE ${pattern})`;
    const window = Math.max(HISTORY_SEARCH_WINDOW, 10 * limit);
    return this.db.$queryRaw<EntryRow[]>`
      WITH newest AS MATERIALIZED (
        SELECT ${ENTRY_COLUMNS}, ${matches} AS hit FROM ledger_entries WHERE ${where}
        ORDER BY created_at DESC, id DESC LIMIT ${window}
      ), older AS MATERIALIZED (
        SELECT ${ENTRY_COLUMNS} FROM ledger_entries
        WHERE ${where} AND ${SEARCHABLE_TEXT} ILIKE ${pattern} AND ${matches}
          AND (created_at, id) < (SELECT created_at, id FROM newest ORDER BY created_at, id LIMIT 1)
      )
      SELECT ${ENTRY_COLUMNS} FROM newest WHERE hit
      UNION ALL
      -- (read only when the window was full and held less than a page: otherwise never executed)
      SELECT ${ENTRY_COLUMNS} FROM older WHERE (SELECT count(*) FROM newest) = ${window} AND (SELECT count(*) FILTER (WHERE hit) FROM newest) < ${limit}
      ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
  }

  /**
   * Unique constraints on ledger_entries.transaction_number and withdrawals.transaction_number keep
   * duplicates from being written at all, so this normally finds none; it still checks both tables
   * and renumbers any later duplicate from the sequence (a guard for data imported around the
   * constraints), returning each fix.
   */
  renumberDuplicateTransactionNumbers(actorId?: string): Promise<DuplicateFix[]> {
    return this.db.$transaction(async (tx) => {
      const fixed: DuplicateFix[] = [];
      for (const table of ['ledger_entries', 'withdrawals'] as const) {
        const duplicates = await tx.$queryRawUnsafe<{ id: string; transaction_number: string }[]>(
          `SELECT id::text, transaction_number FROM (
             SELECT id, transaction_number, row_number() OVER (PARTITION BY transaction_number ORDER BY created_at, id) AS n FROM ${table}
           ) d WHERE n > 1`,
        );
        for (const row of duplicates) {
          const [{ number }] = await tx.$queryRaw<{ number: string }[]>`SELECT 'TRX' || lpad(nextval('transaction_number_seq')::text, 8, '0') AS number`;
          await tx.$executeRawUnsafe(`UPDATE ${table} SET transaction_number = $1 WHERE id::text = $2`, number, row.id);
          fixed.push({ table, id: row.id, oldNumber: row.transaction_number, newNumber: number });
        }
      }
      if (actorId) {
        await recordAdminAction(tx, {
          service: 'ledger-withdrawals',
          actorId,
          action: 'heal_duplicates',
          targetType: 'ledger',
          targetId: 'transaction_numbers',
          newValue: String(fixed.length),
          description: `Fixed ${fixed.length} duplicate transaction numbers`,
        });
      }
      return fixed;
    });
  }
}
