import { Inject, Injectable } from '@nestjs/common';
import type { AccountStatementSummary, JournalCursor, JournalLine } from '@portal/contracts';
import { SqlPool } from '@portal/service-kit';
import { recipientAccountCode } from '../ledger/ledger.repository.js';

interface JournalRow {
  entry_id: string;
  posting_id: string;
  posting_kind: string;
  transaction_number: string;
  created_at: Date;
  account_code: string;
  account_kind: string;
  category: string;
  description: string;
  reference: string | null;
  amount_cents: string;
  post_balance_cents: string;
  fee_cents: string | null;
}

const JOURNAL_COLUMNS = `e.id::text AS entry_id, e.posting_id, p.kind AS posting_kind, e.transaction_number, p.created_at,
  a.code AS account_code, a.kind AS account_kind, e.category, e.description, e.reference,
  e.amount_cents::text, e.post_balance_cents::text`;

/**
 * A period's bounds as instants, `from` 00:00 UTC up to (not including) the day after `to` (computed here, so any
 * calendar date the contract accepts is a valid bound), applied to the posting's time: an entry is booked when
 * its posting is, so a period always holds whole postings.
 */
function bounds(period: { from: string; to: string }): [Date, Date] {
  const start = new Date(`${period.from}T00:00:00.000Z`);
  const end = new Date(`${period.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [start, end];
}
const PERIOD = `p.created_at >= $1 AND p.created_at < $2`;

/** Read-only accounting views over the ledger's entries; every amount is PostgreSQL's, in whole cents. */
@Injectable()
export class AccountingRepository {
  constructor(@Inject(SqlPool) private readonly sql: SqlPool) {}

  /**
   * Up to `limit` entries of the period after `after`, in (posting time, posting id, entry id) order: all
   * accounts', or one account's.
   */
  async journal(period: { from: string; to: string }, accountCode: string | null, after: JournalCursor | null, limit: number): Promise<JournalLine[]> {
    const params: unknown[] = [...bounds(period), limit];
    let where = PERIOD;
    if (after) {
      params.push(after.at, after.postingId, after.entryId);
      where += ` AND (p.created_at, p.id, e.id) > ($4::timestamptz, $5::uuid, $6::bigint)`;
    }
    if (accountCode) {
      params.push(accountCode);
      where += ` AND e.account_id = (SELECT id FROM ledger_accounts WHERE code = $${params.length})`;
    }
    // On one account's lines: what the fund took as fees in the same posting (its fee-revenue line, as the charts count it).
    const fee = accountCode
      ? `(SELECT COALESCE(sum(f.amount_cents), 0) FROM ledger_entries f JOIN ledger_accounts fa ON fa.id = f.account_id
          WHERE f.posting_id = e.posting_id AND fa.kind = 'fee_revenue')::text`
      : 'NULL';
    const { rows } = await this.sql.query<JournalRow>(
      `SELECT ${JOURNAL_COLUMNS}, ${fee} AS fee_cents
       FROM postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE ${where}
       ORDER BY p.created_at, p.id, e.id
       LIMIT $3`,
      params,
    );
    return rows.map((r) => ({
      entryId: r.entry_id,
      postingId: r.posting_id,
      postingKind: r.posting_kind,
      transactionNumber: r.transaction_number,
      at: new Date(r.created_at).toISOString(),
      accountCode: r.account_code,
      accountKind: r.account_kind,
      category: r.category,
      description: r.description,
      reference: r.reference,
      amountCents: Number(r.amount_cents),
      postBalanceCents: Number(r.post_balance_cents),
      feeCents: r.fee_cents === null ? null : Number(r.fee_cents),
    }));
  }

  /**
   * The recipient account's balances around the period and the sums of its entries in it, by posting time like
   * the journal. The balances are the sums of every entry before each bound (an account opens at zero and moves
   * only by entries), so opening + credits − debits = closing holds exactly; null when the recipient has no
   * ledger account.
   */
  async statement(userId: string, period: { from: string; to: string }): Promise<AccountStatementSummary | null> {
    const code = recipientAccountCode(userId);
    const { rows } = await this.sql.query<{
      opening: string;
      closing: string;
      credit_count: number;
      credit_cents: string;
      debit_count: number;
      debit_cents: string;
    }>(
      `WITH a AS (SELECT id FROM ledger_accounts WHERE code = $3),
            b AS (SELECT $1::timestamptz AS s, $2::timestamptz AS t)
       SELECT COALESCE(sum(e.amount_cents) FILTER (WHERE e.created_at < b.s), 0)::text AS opening,
              COALESCE(sum(e.amount_cents) FILTER (WHERE e.created_at < b.t), 0)::text AS closing,
              count(*) FILTER (WHERE e.created_at >= b.s AND e.created_at < b.t AND e.amount_cents > 0)::int AS credit_count,
              COALESCE(sum(e.amount_cents) FILTER (WHERE e.created_at >= b.s AND e.created_at < b.t AND e.amount_cents > 0), 0)::text AS credit_cents,
              count(*) FILTER (WHERE e.created_at >= b.s AND e.created_at < b.t AND e.amount_cents < 0)::int AS debit_count,
              COALESCE(-sum(e.amount_cents) FILTER (WHERE e.created_at >= b.s AND e.created_at < b.t AND e.amount_cents < 0), 0)::text AS debit_cents
       FROM a CROSS JOIN b LEFT JOIN ledger_entries e ON e.account_id = a.id AND e.created_at < b.t
       GROUP BY a.id, b.s, b.t`,
      [...bounds(period), code],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      accountCode: code,
      openingCents: Number(row.opening),
      closingCents: Number(row.closing),
      creditCount: row.credit_count,
      creditCents: Number(row.credit_cents),
      debitCount: row.debit_count,
      debitCents: Number(row.debit_cents),
    };
  }
}
