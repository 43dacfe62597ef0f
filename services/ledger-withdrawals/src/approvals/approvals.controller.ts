import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { ApprovalsService } from './approvals.service.js';

@Controller()
export class ApprovalsController {
  constructor(@Inject(ApprovalsService) private readonly approvals: ApprovalsService) {}

  @RpcHandler(Rpc.approvalsCreate)
  create(input: RpcIn<'approvalsCreate'>): Promise<RpcOut<'approvalsCreate'>> {
    return this.approvals.create(input);
  }

  @RpcHandler(Rpc.approvalsList)
  list(input: RpcIn<'approvalsList'>): Promise<RpcOut<'approvalsList'>> {
    return this.approvals.list(input);
  }

  @RpcHandler(Rpc.approvalsApprove)
  approve(input: RpcIn<'approvalsApprove'>): Promise<RpcOut<'approvalsApprove'>> {
    return this.approvals.approve(input);
  }

  @RpcHandler(Rpc.approvalsReject)
  reject(input: RpcIn<'approvalsReject'>): Promise<RpcOut<'approvalsReject'>> {
    return this.approvals.reject(input);
  }
}
