import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { WithdrawalsService } from './withdrawals.service.js';

@Controller()
export class WithdrawalsController {
  constructor(@Inject(WithdrawalsService) private readonly withdrawals: WithdrawalsService) {}

  @RpcHandler(Rpc.withdrawalsCreate)
  create(input: RpcIn<'withdrawalsCreate'>): Promise<RpcOut<'withdrawalsCreate'>> {
    return this.withdrawals.create(input);
  }

  @RpcHandler(Rpc.withdrawalsList)
  list(input: RpcIn<'withdrawalsList'>): Promise<RpcOut<'withdrawalsList'>> {
    return this.withdrawals.list(input.userId);
  }

  @RpcHandler(Rpc.withdrawalsLimits)
  limits(input: RpcIn<'withdrawalsLimits'>): Promise<RpcOut<'withdrawalsLimits'>> {
    return this.withdrawals.limits(input.userId);
  }

  @RpcHandler(Rpc.withdrawalsAdminList)
  adminList(input: RpcIn<'withdrawalsAdminList'>): Promise<RpcOut<'withdrawalsAdminList'>> {
    return this.withdrawals.adminList(input.status, input.limit);
  }

  @RpcHandler(Rpc.withdrawalsReceipt)
  receipt(input: RpcIn<'withdrawalsReceipt'>): Promise<RpcOut<'withdrawalsReceipt'>> {
    return this.withdrawals.receipt(input.withdrawalId, input.requesterId, input.requesterIsAdmin);
  }

  @RpcHandler(Rpc.withdrawalsSetStatus)
  setStatus(input: RpcIn<'withdrawalsSetStatus'>): Promise<RpcOut<'withdrawalsSetStatus'>> {
    return this.withdrawals.setStatus(input);
  }
}
