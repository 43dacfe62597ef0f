import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { LedgerMoves } from './moves/ledger-moves.client.js';
import { RecoveryJob } from './moves/recovery.job.js';
import { TransfersController } from './transfers/transfers.controller.js';
import { TransfersRepository } from './transfers/transfers.repository.js';
import { TransfersService } from './transfers/transfers.service.js';
import { ProjectPaymentsController } from './project-payments/project-payments.controller.js';
import { ProjectPaymentsRepository } from './project-payments/project-payments.repository.js';
import { ProjectPaymentsService } from './project-payments/project-payments.service.js';

/** Transfers and project payments: their records and states here, their money in the ledger service. */
@Module({
  controllers: [TransfersController, ProjectPaymentsController],
  providers: [PrismaService, LedgerMoves, TransfersRepository, TransfersService, ProjectPaymentsRepository, ProjectPaymentsService, RecoveryJob],
})
export class PaymentsModule {}
