import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ERASED_TEXT, Events, type ProjectPaymentStatus } from '@portal/contracts';
import type { Prisma, ProjectPayment } from '../generated/prisma/client.js';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import { MoveRecordStore } from '../moves/move-record-store.js';

export type NewProjectPayment = Omit<Prisma.ProjectPaymentUncheckedCreateInput, 'id' | 'transactionNumber' | 'status' | 'postingState' | 'settlementState'>;

@Injectable()
export class ProjectPaymentsRepository extends MoveRecordStore<ProjectPayment, ProjectPaymentStatus> {
  constructor(@Inject(PrismaService) db: PrismaService) {
    super(db, { table: 'project_payments', model: (client) => client.projectPayment, statusEvent: Events.projectPaymentStatusChanged });
  }

  /** PP-YYYYMMDD-NNNNN: the creation date (UTC) and a sequence. */
  async insert(data: NewProjectPayment): Promise<ProjectPayment> {
    const [row] = await this.db.$queryRaw<{ number: string }[]>`
      SELECT 'PP-' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || lpad((nextval('project_payment_number_seq') % 100000)::text, 5, '0') AS number`;
    return this.db.projectPayment.create({ data: { ...data, id: randomUUID(), transactionNumber: row!.number, status: 'pending', postingState: 'unposted' } });
  }

  /** The debit is in the ledger; the payment now waits for an admin (no status change, no event). */
  markPosted(row: ProjectPayment): Promise<ProjectPayment> {
    return this.leaveUnposted(row, { postingState: 'posted' });
  }

  /**
   * A deleted recipient's project payments: the payee's name, the purpose they wrote and the payee's
   * details (account, bank, phone, address, tax and registration numbers…) go, except the currency,
   * payment type and bank country; amounts, fees, category, phase, states and numbers stay.
   */
  async eraseUser(userId: string, tx: Db): Promise<void> {
    await tx.$executeRaw`UPDATE project_payments
                         SET recipient_name = ${ERASED_TEXT}, purpose_description = ${ERASED_TEXT}, fingerprint = ${ERASED_TEXT},
                             recipient_details = jsonb_strip_nulls(jsonb_build_object('currency', recipient_details -> 'currency',
                               'paymentType', recipient_details -> 'paymentType', 'bankCountry', recipient_details -> 'bankCountry'))
                         WHERE user_id = ${userId}::uuid`;
  }
}
