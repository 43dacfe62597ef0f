import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantBudgetModule } from '../grant-budget/grant-budget.module.js';
import { GrantsController } from './grants.controller.js';
import { GrantsService } from './grants.service.js';
import { GrantsRepository } from './grants.repository.js';

@Module({
  imports: [PrismaModule, LedgerModule, GrantBudgetModule],
  controllers: [GrantsController],
  providers: [GrantsService, GrantsRepository],
  exports: [GrantsRepository, GrantsService],
})
export class GrantsModule {}
