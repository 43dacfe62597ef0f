import { healMessage } from '@portal/contracts';
import type { PrismaService } from '../prisma.service.js';

/**
 * The admin's "fix duplicate transaction numbers" action. Unique constraints on
 * ledger_entries.transaction_number and withdrawals.transaction_number keep duplicates from being
 * written at all, so this normally finds none; it still checks both tables and renumbers any later
 * duplicate from the sequence (a guard for data imported around the constraints), reporting each fix.
 */
export async function healDuplicateTransactionNumbers(db: PrismaService) {
  return db.$transaction(async (tx) => {
    const fixed: Array<{ table: string; id: string; oldNumber: string; newNumber: string }> = [];
    for (const table of ['ledger_entries', 'withdrawals'] as const) {
      const duplicates = await tx.$queryRawUnsafe<{ id: string; transaction_number: string }[]>(
        `SELECT id::text, transaction_number FROM (
           SELECT id, transaction_number, row_number() OVER (PARTITION BY transaction_number ORDER BY created_at, id) AS n FROM ${table}
         ) d WHERE n > 1`);
      for (const row of duplicates) {
        const [{ number }] = await tx.$queryRaw<{ number: string }[]>`SELECT 'TRX' || lpad(nextval('transaction_number_seq')::text, 8, '0') AS number`;
        await tx.$executeRawUnsafe(`UPDATE ${table} SET transaction_number = $1 WHERE id::text = $2`, number, row.id);
        fixed.push({ table, id: row.id, oldNumber: row.transaction_number, newNumber: number });
      }
    }
    return { fixed, message: healMessage(fixed.length) };
  });
}
