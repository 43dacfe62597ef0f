import { Inject, Injectable } from '@nestjs/common';
import type { UserErasureStep } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { ErasureRepository } from './erasure.repository.js';

/** The ledger's part of deleting a recipient (on `accounts.user-erased`): withdrawal details, receipts and the PIN. */
@Injectable()
export class ErasureService implements UserErasureStep<Db> {
  constructor(@Inject(ErasureRepository) private readonly erasure: ErasureRepository) {}

  eraseUser(userId: string, tx: Db): Promise<void> {
    return this.erasure.eraseUser(userId, tx);
  }
}
