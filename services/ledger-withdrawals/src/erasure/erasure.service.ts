import { Inject, Injectable } from '@nestjs/common';
import type { AfterCommit, UserErasureStep } from '@portal/service-kit';
import { ReportAttachmentsService } from '../grant-schedule/report-attachments.service.js';
import type { Db } from '../prisma/prisma.service.js';
import { ErasureRepository } from './erasure.repository.js';

/**
 * The ledger's part of deleting a recipient (on `accounts.user-erased`): withdrawal details, receipts, the PIN and
 * the files attached to their progress reports (the rows in the consumer's transaction, the files after its commit).
 */
@Injectable()
export class ErasureService implements UserErasureStep<Db> {
  constructor(
    @Inject(ErasureRepository) private readonly erasure: ErasureRepository,
    @Inject(ReportAttachmentsService) private readonly attachments: ReportAttachmentsService,
  ) {}

  async eraseUser(userId: string, tx: Db): Promise<AfterCommit> {
    await this.erasure.eraseUser(userId, tx);
    return this.attachments.eraseUser(userId, tx);
  }
}
