import { Inject, Injectable } from '@nestjs/common';
import type { UserErasureStep } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { TransfersRepository } from '../transfers/transfers.repository.js';
import { ProjectPaymentsRepository } from '../project-payments/project-payments.repository.js';

/** payments' part of deleting a recipient: the personal details in their transfers and project payments (see each repository). */
@Injectable()
export class ErasureService implements UserErasureStep<Db> {
  constructor(
    @Inject(TransfersRepository) private readonly transfers: TransfersRepository,
    @Inject(ProjectPaymentsRepository) private readonly projectPayments: ProjectPaymentsRepository,
  ) {}

  async eraseUser(userId: string, tx: Db): Promise<void> {
    await this.transfers.eraseUser(userId, tx);
    await this.projectPayments.eraseUser(userId, tx);
  }
}
