import { Injectable } from '@nestjs/common';
import { ERASED_TEXT } from '@portal/contracts';
import type { Db } from '../prisma/prisma.service.js';

/** The statements of a recipient's erasure in support, each in the caller's transaction. */
@Injectable()
export class ErasureRepository {
  /** Every text the recipient wrote in their tickets, and the tickets' subjects, become "[erased]". */
  async eraseUser(userId: string, tx: Db): Promise<void> {
    await tx.$executeRaw`UPDATE support_ticket_messages SET body = ${ERASED_TEXT}
                         WHERE author_role = 'user' AND ticket_id IN (SELECT id FROM support_tickets WHERE user_id = ${userId}::uuid)`;
    await tx.$executeRaw`UPDATE support_tickets SET subject = ${ERASED_TEXT}, preview = ${ERASED_TEXT} WHERE user_id = ${userId}::uuid`;
  }
}
