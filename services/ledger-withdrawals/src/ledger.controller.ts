import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcResponse } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import type { z } from 'zod';
import { GrantsService } from './grants/grants.service.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { PrismaService } from './prisma.service.js';
import { healDuplicateTransactionNumbers } from './ledger/heal-duplicates.js';

type In<K extends keyof typeof Rpc> = z.output<(typeof Rpc)[K]['request']>;
type Out<K extends keyof typeof Rpc> = RpcResponse<(typeof Rpc)[K]>;

@Controller()
export class LedgerController {
  constructor(
    @Inject(GrantsService) private readonly grants: GrantsService,
    @Inject(DashboardService) private readonly dashboard: DashboardService,
    @Inject(PrismaService) private readonly db: PrismaService,
  ) {}

  @MessagePattern(Rpc.ledgerHealDuplicates.subject)
  healDuplicates(): Promise<Out<'ledgerHealDuplicates'>> {
    return healDuplicateTransactionNumbers(this.db);
  }

  @MessagePattern(Rpc.ledgerDashboard.subject)
  summary(@Payload(new ZodPayloadPipe(Rpc.ledgerDashboard.request)) input: In<'ledgerDashboard'>): Promise<Out<'ledgerDashboard'>> {
    return this.dashboard.summary(input.userId);
  }

  @MessagePattern(Rpc.ledgerTransactions.subject)
  transactions(@Payload(new ZodPayloadPipe(Rpc.ledgerTransactions.request)) input: In<'ledgerTransactions'>): Promise<Out<'ledgerTransactions'>> {
    return this.dashboard.transactions(input);
  }

  @MessagePattern(Rpc.ledgerOpenGrant.subject)
  openGrant(@Payload(new ZodPayloadPipe(Rpc.ledgerOpenGrant.request)) input: In<'ledgerOpenGrant'>): Promise<Out<'ledgerOpenGrant'>> {
    return this.grants.open(input);
  }

  @MessagePattern(Rpc.ledgerAdjustBalance.subject)
  adjust(@Payload(new ZodPayloadPipe(Rpc.ledgerAdjustBalance.request)) input: In<'ledgerAdjustBalance'>): Promise<Out<'ledgerAdjustBalance'>> {
    return this.grants.adjust(input);
  }
}
