import { Module } from '@nestjs/common';
import { ProjectPaymentsModule } from '../project-payments/project-payments.module.js';
import { TransfersModule } from '../transfers/transfers.module.js';
import { RecoveryJob } from './recovery.job.js';

/** Finishes the money moves a crash or an outage interrupted. */
@Module({ imports: [TransfersModule, ProjectPaymentsModule], providers: [RecoveryJob] })
export class RecoveryModule {}
