import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcResponse } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import type { z } from 'zod';
import { WithdrawalsService } from './withdrawals.service.js';

type In<K extends keyof typeof Rpc> = z.output<(typeof Rpc)[K]['request']>;
type Out<K extends keyof typeof Rpc> = RpcResponse<(typeof Rpc)[K]>;

@Controller()
export class WithdrawalsController {
  constructor(@Inject(WithdrawalsService) private readonly withdrawals: WithdrawalsService) {}

  @MessagePattern(Rpc.withdrawalsCreate.subject)
  create(@Payload(new ZodPayloadPipe(Rpc.withdrawalsCreate.request)) input: In<'withdrawalsCreate'>): Promise<Out<'withdrawalsCreate'>> {
    return this.withdrawals.create(input);
  }

  @MessagePattern(Rpc.withdrawalsList.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.withdrawalsList.request)) input: In<'withdrawalsList'>): Promise<Out<'withdrawalsList'>> {
    return this.withdrawals.list(input.userId);
  }

  @MessagePattern(Rpc.withdrawalsLimits.subject)
  limits(@Payload(new ZodPayloadPipe(Rpc.withdrawalsLimits.request)) input: In<'withdrawalsLimits'>): Promise<Out<'withdrawalsLimits'>> {
    return this.withdrawals.limits(input.userId);
  }

  @MessagePattern(Rpc.withdrawalsAdminList.subject)
  adminList(@Payload(new ZodPayloadPipe(Rpc.withdrawalsAdminList.request)) input: In<'withdrawalsAdminList'>): Promise<Out<'withdrawalsAdminList'>> {
    return this.withdrawals.adminList(input.status, input.limit);
  }

  @MessagePattern(Rpc.withdrawalsReceipt.subject)
  receipt(@Payload(new ZodPayloadPipe(Rpc.withdrawalsReceipt.request)) input: In<'withdrawalsReceipt'>): Promise<Out<'withdrawalsReceipt'>> {
    return this.withdrawals.receipt(input.withdrawalId, input.requesterId, input.requesterIsAdmin);
  }

  @MessagePattern(Rpc.withdrawalsSetStatus.subject)
  setStatus(@Payload(new ZodPayloadPipe(Rpc.withdrawalsSetStatus.request)) input: In<'withdrawalsSetStatus'>): Promise<Out<'withdrawalsSetStatus'>> {
    return this.withdrawals.setStatus(input);
  }
}
