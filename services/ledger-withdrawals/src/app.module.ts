import { Module } from '@nestjs/common';
import { LedgerModule } from './ledger/ledger.module.js';
import { GrantsModule } from './grants/grants.module.js';
import { GrantScheduleModule } from './grant-schedule/grant-schedule.module.js';
import { GrantBudgetModule } from './grant-budget/grant-budget.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { PinModule } from './pin/pin.module.js';
import { WithdrawalsModule } from './withdrawals/withdrawals.module.js';
import { MovesModule } from './moves/moves.module.js';
import { ApprovalsModule } from './approvals/approvals.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { ErasureModule } from './erasure/erasure.module.js';
import { ChartsModule } from './charts/charts.module.js';
import { AccountingModule } from './accounting/accounting.module.js';
import { PayoutsModule } from './payouts/payouts.module.js';
import { StatementsModule } from './statements/statements.module.js';

@Module({
  imports: [
    LedgerModule,
    GrantsModule,
    GrantScheduleModule,
    GrantBudgetModule,
    DashboardModule,
    PinModule,
    WithdrawalsModule,
    MovesModule,
    ApprovalsModule,
    AccountsModule,
    ErasureModule,
    ChartsModule,
    AccountingModule,
    PayoutsModule,
    StatementsModule,
  ],
})
export class AppModule {}
