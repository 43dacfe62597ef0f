import { Module } from '@nestjs/common';
import { FileHandoff, NATS_CONNECTION, type NatsConnection } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantScheduleController } from './grant-schedule.controller.js';
import { GrantScheduleService } from './grant-schedule.service.js';
import { REPORT_ATTACHMENT_STORAGE, reportAttachmentStorage } from './attachment-storage.js';
import { ReportAttachmentsRepository } from './report-attachments.repository.js';
import { ReportAttachmentsService } from './report-attachments.service.js';
import { ReportReminders } from './report-reminders.js';
import { ScheduleRepository } from './schedule.repository.js';
import { TrancheReleaser } from './tranche-releaser.js';

/** Grant schedules: tranches, milestones, progress reports with their attached files, their review and their reminders. */
@Module({
  imports: [PrismaModule, LedgerModule],
  controllers: [GrantScheduleController],
  providers: [
    GrantScheduleService,
    ScheduleRepository,
    TrancheReleaser,
    ReportReminders,
    ReportAttachmentsService,
    ReportAttachmentsRepository,
    { provide: REPORT_ATTACHMENT_STORAGE, useFactory: () => reportAttachmentStorage() },
    // Over the process's NATS connection (the gateway hands uploads over and takes downloads in their buckets).
    { provide: FileHandoff, useFactory: (nats: NatsConnection) => new FileHandoff(nats), inject: [NATS_CONNECTION] },
  ],
  exports: [GrantScheduleService, ReportAttachmentsService],
})
export class GrantScheduleModule {}
