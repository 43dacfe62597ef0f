import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { DashboardService } from './dashboard.service.js';

@Controller()
export class DashboardController {
  constructor(@Inject(DashboardService) private readonly dashboard: DashboardService) {}

  @RpcHandler(Rpc.ledgerDashboard)
  summary(input: RpcIn<'ledgerDashboard'>): Promise<RpcOut<'ledgerDashboard'>> {
    return this.dashboard.summary(input.userId);
  }
}
