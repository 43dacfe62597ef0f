import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { BudgetGuard } from './budget-guard.js';
import { BudgetRepository } from './budget.repository.js';
import { GrantBudgetController } from './grant-budget.controller.js';
import { GrantBudgetService } from './grant-budget.service.js';

/** Grant budgets: lines, reallocations, and every outgoing payment counted against a line (BudgetGuard, used where payments post). */
@Module({
  imports: [PrismaModule],
  controllers: [GrantBudgetController],
  providers: [GrantBudgetService, BudgetRepository, BudgetGuard],
  exports: [BudgetGuard, BudgetRepository],
})
export class GrantBudgetModule {}
