import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
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

  @MessagePattern(Rpc.ledgerHealDuplicates.subject)
  healDuplicates(): Promise<RpcOut<'ledgerHealDuplicates'>> {
    return healDuplicateTransactionNumbers(this.db);
  }

  @MessagePattern(Rpc.ledgerDashboard.subject)
  summary(@Payload(new ZodPayloadPipe(Rpc.ledgerDashboard.request)) input: RpcIn<'ledgerDashboard'>): Promise<RpcOut<'ledgerDashboard'>> {
    return this.dashboard.summary(input.userId);
  }

  @MessagePattern(Rpc.ledgerTransactions.subject)
  transactions(@Payload(new ZodPayloadPipe(Rpc.ledgerTransactions.request)) input: RpcIn<'ledgerTransactions'>): Promise<RpcOut<'ledgerTransactions'>> {
    return this.dashboard.transactions(input);
  }

  @MessagePattern(Rpc.ledgerOpenGrant.subject)
  openGrant(@Payload(new ZodPayloadPipe(Rpc.ledgerOpenGrant.request)) input: RpcIn<'ledgerOpenGrant'>): Promise<RpcOut<'ledgerOpenGrant'>> {
    return this.grants.open(input);
  }

  @MessagePattern(Rpc.ledgerAdjustBalance.subject)
  adjust(@Payload(new ZodPayloadPipe(Rpc.ledgerAdjustBalance.request)) input: RpcIn<'ledgerAdjustBalance'>): Promise<RpcOut<'ledgerAdjustBalance'>> {
    return this.grants.adjust(input);
  }
}
