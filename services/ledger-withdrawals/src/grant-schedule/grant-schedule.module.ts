import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantScheduleController } from './grant-schedule.controller.js';
import { GrantScheduleService } from './grant-schedule.service.js';
import { ReportReminders } from './report-reminders.js';
import { ScheduleRepository } from './schedule.repository.js';
import { TrancheReleaser } from './tranche-releaser.js';

/** Grant schedules: tranches, milestones, progress reports, their review and their reminders. */
@Module({
  imports: [PrismaModule, LedgerModule],
  controllers: [GrantScheduleController],
  providers: [GrantScheduleService, ScheduleRepository, TrancheReleaser, ReportReminders],
  exports: [GrantScheduleService],
})
export class GrantScheduleModule {}
