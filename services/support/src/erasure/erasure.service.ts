import { Inject, Injectable } from '@nestjs/common';
import type { UserErasureStep } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { ErasureRepository } from './erasure.repository.js';

/**
 * support's part of deleting a recipient: their tickets stay (numbers, statuses and dates, for the
 * audit trail) but every text they wrote, and the subject, is replaced by "[erased]".
 */
@Injectable()
export class ErasureService implements UserErasureStep<Db> {
  constructor(@Inject(ErasureRepository) private readonly erasure: ErasureRepository) {}

  eraseUser(userId: string, tx: Db): Promise<void> {
    return this.erasure.eraseUser(userId, tx);
  }
}
