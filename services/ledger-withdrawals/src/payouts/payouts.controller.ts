import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { PayoutsService } from './payouts.service.js';

@Controller()
export class PayoutsController {
  constructor(@Inject(PayoutsService) private readonly payouts: PayoutsService) {}

  @RpcHandler(Rpc.payoutBatchCreate)
  create(input: RpcIn<'payoutBatchCreate'>): Promise<RpcOut<'payoutBatchCreate'>> {
    return this.payouts.create(input);
  }

  @RpcHandler(Rpc.payoutBatchList)
  list(input: RpcIn<'payoutBatchList'>): Promise<RpcOut<'payoutBatchList'>> {
    return this.payouts.list(input.limit);
  }

  @RpcHandler(Rpc.payoutBatchGet)
  get(input: RpcIn<'payoutBatchGet'>): Promise<RpcOut<'payoutBatchGet'>> {
    return this.payouts.get(input.batchId);
  }

  @RpcHandler(Rpc.payoutReconcile)
  reconcile(input: RpcIn<'payoutReconcile'>): Promise<RpcOut<'payoutReconcile'>> {
    return this.payouts.reconcile(input);
  }

  @RpcHandler(Rpc.payoutReport)
  report(input: RpcIn<'payoutReport'>): Promise<RpcOut<'payoutReport'>> {
    return this.payouts.report(input.batchId);
  }

  @RpcHandler(Rpc.payoutUnmatched)
  unmatched(input: RpcIn<'payoutUnmatched'>): Promise<RpcOut<'payoutUnmatched'>> {
    return this.payouts.unmatched(input.limit);
  }
}
