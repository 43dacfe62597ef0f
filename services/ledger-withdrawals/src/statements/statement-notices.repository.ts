import { Injectable } from '@nestjs/common';
import type { Db } from '../prisma/prisma.service.js';

/** The recipients to tell about a month's statement, and the record that they were told. */
@Injectable()
export class StatementNoticesRepository {
  /**
   * Marks up to `limit` recipients as told about `month` and answers their ids: every recipient whose account
   * was opened before the month ended and not closed before it began, and who was not told yet. Two sweeps at
   * once cannot claim the same recipient (the primary key; a conflicting row is skipped).
   */
  async claim(month: string, period: { start: Date; end: Date }, limit: number, tx: Db): Promise<string[]> {
    const rows = await tx.$queryRaw<{ userId: string }[]>`
      INSERT INTO statement_notices (month, user_id)
      SELECT ${month}, a.user_id FROM ledger_accounts a
       WHERE a.user_id IS NOT NULL
         AND a.created_at < ${period.end}
         AND (a.closed_at IS NULL OR a.closed_at >= ${period.start})
         AND NOT EXISTS (SELECT 1 FROM statement_notices n WHERE n.month = ${month} AND n.user_id = a.user_id)
       ORDER BY a.user_id
       LIMIT ${limit}
      ON CONFLICT DO NOTHING
      RETURNING user_id::text AS "userId"`;
    return rows.map((row) => row.userId);
  }
}
