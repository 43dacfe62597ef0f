import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantsModule } from '../grants/grants.module.js';
import { GrantScheduleModule } from '../grant-schedule/grant-schedule.module.js';
import { ApprovalsController } from './approvals.controller.js';
import { ApprovalsRepository } from './approvals.repository.js';
import { ApprovalsService } from './approvals.service.js';

/** Four-eyes approval of grant awards, fund adjustments and report approvals (tranche releases) the rules hold back. */
@Module({
  imports: [PrismaModule, LedgerModule, GrantsModule, GrantScheduleModule],
  controllers: [ApprovalsController],
  providers: [ApprovalsService, ApprovalsRepository],
})
export class ApprovalsModule {}
