import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { GrantsService } from './grants/grants.service.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { PrismaService } from './prisma.service.js';
import { healDuplicateTransactionNumbers } from './ledger/heal-duplicates.js';

@Controller()
export class LedgerController {
  constructor(
    @Inject(GrantsService) private readonly grants: GrantsService,
    @Inject(DashboardService) private readonly dashboard: DashboardService,
    @Inject(PrismaService) private readonly db: PrismaService,
  ) {}

  @RpcHandler(Rpc.ledgerHealDuplicates)
  healDuplicates(): Promise<RpcOut<'ledgerHealDuplicates'>> {
    return healDuplicateTransactionNumbers(this.db);
  }

  @RpcHandler(Rpc.ledgerDashboard)
  summary(input: RpcIn<'ledgerDashboard'>): Promise<RpcOut<'ledgerDashboard'>> {
    return this.dashboard.summary(input.userId);
  }

  @RpcHandler(Rpc.ledgerTransactions)
  transactions(input: RpcIn<'ledgerTransactions'>): Promise<RpcOut<'ledgerTransactions'>> {
    return this.dashboard.transactions(input);
  }

  @RpcHandler(Rpc.ledgerOpenGrant)
  openGrant(input: RpcIn<'ledgerOpenGrant'>): Promise<RpcOut<'ledgerOpenGrant'>> {
    return this.grants.open(input);
  }

  @RpcHandler(Rpc.ledgerAdjustBalance)
  adjust(input: RpcIn<'ledgerAdjustBalance'>): Promise<RpcOut<'ledgerAdjustBalance'>> {
    return this.grants.adjust(input);
  }
}
