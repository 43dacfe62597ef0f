import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { WithdrawalsService } from './withdrawals.service.js';

@Controller()
export class WithdrawalsController {
  constructor(@Inject(WithdrawalsService) private readonly withdrawals: WithdrawalsService) {}

  @MessagePattern(Rpc.withdrawalsCreate.subject)
  create(@Payload(new ZodPayloadPipe(Rpc.withdrawalsCreate.request)) input: RpcIn<'withdrawalsCreate'>): Promise<RpcOut<'withdrawalsCreate'>> {
    return this.withdrawals.create(input);
  }

  @MessagePattern(Rpc.withdrawalsList.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.withdrawalsList.request)) input: RpcIn<'withdrawalsList'>): Promise<RpcOut<'withdrawalsList'>> {
    return this.withdrawals.list(input.userId);
  }

  @MessagePattern(Rpc.withdrawalsLimits.subject)
  limits(@Payload(new ZodPayloadPipe(Rpc.withdrawalsLimits.request)) input: RpcIn<'withdrawalsLimits'>): Promise<RpcOut<'withdrawalsLimits'>> {
    return this.withdrawals.limits(input.userId);
  }

  @MessagePattern(Rpc.withdrawalsAdminList.subject)
  adminList(@Payload(new ZodPayloadPipe(Rpc.withdrawalsAdminList.request)) input: RpcIn<'withdrawalsAdminList'>): Promise<RpcOut<'withdrawalsAdminList'>> {
    return this.withdrawals.adminList(input.status, input.limit);
  }

  @MessagePattern(Rpc.withdrawalsReceipt.subject)
  receipt(@Payload(new ZodPayloadPipe(Rpc.withdrawalsReceipt.request)) input: RpcIn<'withdrawalsReceipt'>): Promise<RpcOut<'withdrawalsReceipt'>> {
    return this.withdrawals.receipt(input.withdrawalId, input.requesterId, input.requesterIsAdmin);
  }

  @MessagePattern(Rpc.withdrawalsSetStatus.subject)
  setStatus(@Payload(new ZodPayloadPipe(Rpc.withdrawalsSetStatus.request)) input: RpcIn<'withdrawalsSetStatus'>): Promise<RpcOut<'withdrawalsSetStatus'>> {
    return this.withdrawals.setStatus(input);
  }
}
