import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { WithdrawalsModule } from '../withdrawals/withdrawals.module.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsService } from './payouts.service.js';
import { PayoutsRepository } from './payouts.repository.js';

@Module({
  imports: [PrismaModule, LedgerModule, WithdrawalsModule],
  controllers: [PayoutsController],
  providers: [PayoutsService, PayoutsRepository],
})
export class PayoutsModule {}
