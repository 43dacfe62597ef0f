import { Injectable } from '@nestjs/common';
import type { Db } from '../prisma/prisma.service.js';

/** The statements of a recipient's erasure in the ledger, each in the caller's transaction. */
@Injectable()
export class ErasureRepository {
  /** Personal details of an erased recipient kept by withdrawals and PINs (amounts and postings stay). */
  async eraseUser(userId: string, tx: Db): Promise<void> {
    await tx.$executeRaw`UPDATE withdrawals SET method_details = '{"erased": true}'::jsonb, receipt_html = NULL, description = NULL
                         WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`DELETE FROM user_pins WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`DELETE FROM pin_reset_links WHERE user_id = ${userId}::uuid`;
  }
}
