import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantsModule } from '../grants/grants.module.js';
import { PinModule } from '../pin/pin.module.js';
import { GrantBudgetModule } from '../grant-budget/grant-budget.module.js';
import { WithdrawalsController } from './withdrawals.controller.js';
import { WithdrawalsService } from './withdrawals.service.js';
import { WithdrawalsRepository } from './withdrawals.repository.js';
import { ReceiptQueue } from './receipt.queue.js';

@Module({
  imports: [PrismaModule, LedgerModule, GrantsModule, PinModule, GrantBudgetModule],
  controllers: [WithdrawalsController],
  providers: [WithdrawalsService, WithdrawalsRepository, ReceiptQueue],
  exports: [WithdrawalsRepository, WithdrawalsService],
})
export class WithdrawalsModule {}
