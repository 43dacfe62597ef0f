import { Inject, Injectable } from '@nestjs/common';
import { SqlPool } from '@portal/service-kit';
import { recipientAccountCode, SYSTEM_ACCOUNTS } from '../ledger/ledger.repository.js';

/** A day's closing balance: the post-balance of the account's last entry that day. */
export interface ClosingBalanceRow {
  day: string;
  balance_cents: string;
}

/** Money out of a recipient's account in a period for one ledger category: what reached its destination and the fees kept. */
export interface SpendingRow {
  category: string;
  amount_cents: string;
  fee_cents: string;
}

export interface DisbursementRow {
  week: string;
  grant_cents: string;
  adjustment_cents: string;
  count: number;
}

/** Read-only aggregates over the ledger for the charts; every sum is PostgreSQL's, in whole cents. */
@Injectable()
export class ChartsRepository {
  constructor(@Inject(SqlPool) private readonly sql: SqlPool) {}

  /**
   * The balance before `from` (the last entry's post-balance, null when none) and the closing balance of each day
   * in [from, to] that has entries (UTC days), read newest-first through the account/time index.
   */
  async closingBalances(userId: string, from: string, to: string): Promise<{ opening: string | null; days: ClosingBalanceRow[] }> {
    const { rows } = await this.sql.query<{ opening: string | null; days: ClosingBalanceRow[] }>(
      `WITH a AS (SELECT id FROM ledger_accounts WHERE code = $1)
       SELECT
         (SELECT e.post_balance_cents::text FROM ledger_entries e
           WHERE e.account_id = a.id AND e.created_at < ($2::date)::timestamp AT TIME ZONE 'UTC'
           ORDER BY e.created_at DESC, e.id DESC LIMIT 1) AS opening,
         (SELECT COALESCE(jsonb_agg(jsonb_build_object('day', d.day, 'balance_cents', d.balance::text) ORDER BY d.day), '[]')
            FROM (SELECT DISTINCT ON (1) to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, e.post_balance_cents AS balance
                    FROM ledger_entries e
                   WHERE e.account_id = a.id
                     AND e.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
                     AND e.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
                   ORDER BY 1, e.created_at DESC, e.id DESC) d) AS days
       FROM a`,
      [recipientAccountCode(userId), from, to],
    );
    return rows[0] ?? { opening: null, days: [] };
  }

  /**
   * Money out of the recipient's account in [from, to] by ledger category: each debit, less what a failed move
   * returned (postings of kind `…_returned`), split into what reached its destination and the fees the fund kept
   * (the fee-revenue line of the same posting). Incoming transfers and grants are not spending and are left out.
   */
  async spending(userId: string, from: string, to: string): Promise<SpendingRow[]> {
    const { rows } = await this.sql.query<SpendingRow>(
      `WITH a AS (SELECT id FROM ledger_accounts WHERE code = $1),
            fee AS (SELECT id FROM ledger_accounts WHERE code = $4),
            mine AS (
              SELECT e.posting_id, e.category, -e.amount_cents AS out_cents
                FROM ledger_entries e JOIN a ON e.account_id = a.id
               WHERE e.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
                 AND e.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
                 AND e.category IN ('transfer', 'payment', 'withdrawal', 'fee')
                 AND (e.amount_cents < 0 OR EXISTS (SELECT 1 FROM postings p WHERE p.id = e.posting_id AND p.kind LIKE '%\\_returned'))),
            fees AS (
              SELECT f.posting_id, sum(f.amount_cents) AS fee_cents
                FROM ledger_entries f JOIN fee ON f.account_id = fee.id
               WHERE f.posting_id IN (SELECT posting_id FROM mine)
               GROUP BY f.posting_id)
       SELECT m.category,
              sum(m.out_cents - COALESCE(fees.fee_cents, 0))::text AS amount_cents,
              sum(COALESCE(fees.fee_cents, 0))::text AS fee_cents
         FROM mine m LEFT JOIN fees ON fees.posting_id = m.posting_id
        GROUP BY m.category`,
      [recipientAccountCode(userId), from, to, SYSTEM_ACCOUNTS.feeRevenue],
    );
    return rows;
  }

  /**
   * What left the grant fund per ISO week from the Monday `from` on (UTC): grant awards and admin additions, read
   * through the partial index of the fund account's debits. Deductions return money to the fund and are not counted.
   */
  async disbursements(from: string): Promise<DisbursementRow[]> {
    const { rows } = await this.sql.query<DisbursementRow>(
      `SELECT to_char(date_trunc('week', e.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
              (-sum(e.amount_cents) FILTER (WHERE e.category = 'grant'))::text AS grant_cents,
              (-sum(e.amount_cents) FILTER (WHERE e.category = 'adjustment'))::text AS adjustment_cents,
              count(*)::int AS count
         FROM ledger_entries e
        WHERE e.account_id = (SELECT id FROM ledger_accounts WHERE code = $1)
          AND e.amount_cents < 0
          AND e.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
        GROUP BY 1`,
      [SYSTEM_ACCOUNTS.grantFunding, from],
    );
    return rows;
  }
}
