import { Inject, Injectable } from '@nestjs/common';
import { ERASED_TEXT, Events, TRANSFER_NUMBER_PREFIX, type TransferStatus } from '@portal/contracts';
import type { Prisma, Transfer } from '../generated/prisma/client.js';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import { MoveRecordStore } from '../moves/move-record-store.js';

export type NewTransfer = Omit<Prisma.TransferUncheckedCreateInput, 'transactionNumber' | 'status' | 'postingState' | 'settlementState'>;

@Injectable()
export class TransfersRepository extends MoveRecordStore<Transfer, TransferStatus> {
  constructor(@Inject(PrismaService) db: PrismaService) {
    super(db, { table: 'transfers', model: (client) => client.transfer, statusEvent: Events.transferStatusChanged });
  }

  /** TRF + a millisecond timestamp; two transfers in the same millisecond take consecutive ones. */
  async nextNumber(): Promise<string> {
    const [row] = await this.db.$queryRaw<{ last_ms: bigint }[]>`
      UPDATE transfer_number_clock SET last_ms = GREATEST(last_ms + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) RETURNING last_ms`;
    return `${TRANSFER_NUMBER_PREFIX}${row!.last_ms}`;
  }

  async insert(data: NewTransfer): Promise<Transfer> {
    const transactionNumber = await this.nextNumber();
    return this.db.transfer.create({ data: { ...data, transactionNumber, status: 'pending', postingState: 'unposted' } });
  }

  /** The debit is in the ledger: internal transfers are completed, external ones wait for an admin. */
  markPosted(row: Transfer, completed: boolean): Promise<Transfer> {
    return this.leaveUnposted(row, { postingState: 'posted', ...(completed ? { status: 'completed', completed: true } : {}) });
  }

  /**
   * A deleted recipient's part of the transfer records: what they typed about the person paid (name,
   * account, bank, description) and the request's fingerprint go; so do their own name and account
   * number on the transfers others sent them. Amounts, charges, states, numbers and the receiver's id
   * (the ledger's reference) stay.
   */
  async eraseUser(userId: string, tx: Db): Promise<void> {
    await tx.$executeRaw`UPDATE transfers
                         SET recipient_name = ${ERASED_TEXT}, recipient_account = ${ERASED_TEXT},
                             recipient_bank = CASE WHEN recipient_bank IS NULL THEN NULL ELSE ${ERASED_TEXT} END,
                             description = NULL, fingerprint = ${ERASED_TEXT}
                         WHERE user_id = ${userId}::uuid`;
    await tx.$executeRaw`UPDATE transfers SET recipient_name = ${ERASED_TEXT}, recipient_account = ${ERASED_TEXT}
                         WHERE receiver_user_id = ${userId}::uuid`;
  }
}
