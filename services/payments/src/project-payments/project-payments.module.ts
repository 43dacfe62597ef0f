import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { MovesModule } from '../moves/moves.module.js';
import { ProjectPaymentsController } from './project-payments.controller.js';
import { ProjectPaymentsRepository } from './project-payments.repository.js';
import { ProjectPaymentsService } from './project-payments.service.js';

/** Project payments: records here, money in the ledger. */
@Module({
  imports: [PrismaModule, MovesModule],
  controllers: [ProjectPaymentsController],
  providers: [ProjectPaymentsRepository, ProjectPaymentsService],
  exports: [ProjectPaymentsService, ProjectPaymentsRepository],
})
export class ProjectPaymentsModule {}
