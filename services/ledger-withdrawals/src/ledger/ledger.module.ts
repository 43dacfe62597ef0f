import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerService } from './ledger.service.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerMetrics } from './ledger.metrics.js';
import { PostingBatcher } from './posting-batcher.js';

/** The double-entry ledger: accounts, postings, the recipient's transactions and admin adjustments. */
@Module({
  imports: [PrismaModule],
  controllers: [LedgerController],
  providers: [LedgerService, LedgerRepository, LedgerMetrics, PostingBatcher],
  exports: [LedgerRepository, LedgerService, PostingBatcher],
})
export class LedgerModule {}
