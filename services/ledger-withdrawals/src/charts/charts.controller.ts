import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { ChartsService } from './charts.service.js';

@Controller()
export class ChartsController {
  constructor(@Inject(ChartsService) private readonly charts: ChartsService) {}

  @RpcHandler(Rpc.ledgerCharts)
  recipient(input: RpcIn<'ledgerCharts'>): Promise<RpcOut<'ledgerCharts'>> {
    return this.charts.recipient(input);
  }

  @RpcHandler(Rpc.ledgerDisbursements)
  disbursements(input: RpcIn<'ledgerDisbursements'>): Promise<RpcOut<'ledgerDisbursements'>> {
    return this.charts.disbursements(input);
  }
}
