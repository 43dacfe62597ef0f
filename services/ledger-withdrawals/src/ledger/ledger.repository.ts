import { Inject, Injectable } from '@nestjs/common';
import { SqlPool, recordAdminAction } from '@portal/service-kit';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import { entryFromRow, type EntryRow, type PostedEntry } from './posting-engine.js';
import type { LedgerAccount, LedgerEntry, Prisma } from '../generated/prisma/client.js';

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

  /** Entries of one account matching `where`, newest first. */
  entries(accountId: string, where: Prisma.LedgerEntryWhereInput, limit: number): Promise<LedgerEntry[]> {
    return this.db.ledgerEntry.findMany({ where: { ...where, accountId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
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
