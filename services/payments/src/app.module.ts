import { Module } from '@nestjs/common';
import { TransfersModule } from './transfers/transfers.module.js';
import { ProjectPaymentsModule } from './project-payments/project-payments.module.js';
import { RecoveryModule } from './moves/recovery.module.js';
import { StatsModule } from './stats/stats.module.js';
import { ErasureModule } from './erasure/erasure.module.js';

/** Transfers and project payments: their records and states here, their money in the ledger service. */
@Module({ imports: [TransfersModule, ProjectPaymentsModule, RecoveryModule, StatsModule, ErasureModule] })
export class AppModule {}
