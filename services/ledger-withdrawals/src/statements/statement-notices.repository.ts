import { Injectable } from '@nestjs/common';
import type { Db } from '../prisma/prisma.service.js';

/** Below every recipient's id: where the first batch starts. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The recipients to tell about a month's statement, and the record that they were told. */
@Injectable()
export class StatementNoticesRepository {
  /**
   * Marks up to `limit` recipients after `after` (in user id order; null: from the first) as told about `month`
   * and answers their ids in that order: every recipient whose account was opened before the month ended and not
   * closed before it began, and who was not told yet. A batch reads the accounts' user-id index from its place,
   * so the hundredth batch costs what the first does. Two sweeps at once cannot claim the same recipient (the
   * primary key; a conflicting row is skipped).
   */
  async claim(month: string, period: { start: Date; end: Date }, after: string | null, limit: number, tx: Db): Promise<string[]> {
    const rows = await tx.$queryRaw<{ userId: string }[]>`
      INSERT INTO statement_notices (month, user_id)
      SELECT ${month}, a.user_id FROM ledger_accounts a
       WHERE a.user_id IS NOT NULL
         AND a.user_id > ${after ?? NIL_UUID}::uuid
         AND a.created_at < ${period.end}
         AND (a.closed_at IS NULL OR a.closed_at >= ${period.start})
         AND NOT EXISTS (SELECT 1 FROM statement_notices n WHERE n.month = ${month} AND n.user_id = a.user_id)
       ORDER BY a.user_id
       LIMIT ${limit}
      ON CONFLICT DO NOTHING
      RETURNING user_id::text AS "userId"`;
    return rows.map((row) => row.userId).sort();
  }
}
