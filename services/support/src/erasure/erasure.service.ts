import { Injectable } from '@nestjs/common';
import { ERASED_TEXT } from '@portal/contracts';
import type { UserErasureStep } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';

/**
 * support's part of deleting a recipient: their tickets stay (numbers, statuses and dates, for the
 * audit trail) but every text they wrote, and the subject, is replaced by "[erased]".
 */
@Injectable()
export class ErasureService implements UserErasureStep<Db> {
  async eraseUser(userId: string, tx: Db): Promise<void> {
    await tx.$executeRaw`UPDATE support_ticket_messages SET body = ${ERASED_TEXT}
                         WHERE author_role = 'user' AND ticket_id IN (SELECT id FROM support_tickets WHERE user_id = ${userId}::uuid)`;
    await tx.$executeRaw`UPDATE support_tickets SET subject = ${ERASED_TEXT}, preview = ${ERASED_TEXT} WHERE user_id = ${userId}::uuid`;
  }
}
