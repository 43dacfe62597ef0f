import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantsModule } from '../grants/grants.module.js';
import { WithdrawalsModule } from '../withdrawals/withdrawals.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { UserChangeFeed } from './events/user-change.feed.js';

@Module({ imports: [LedgerModule, GrantsModule, WithdrawalsModule], controllers: [DashboardController], providers: [DashboardService, UserChangeFeed] })
export class DashboardModule {}
