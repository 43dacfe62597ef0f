import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { ProjectPaymentsService } from './project-payments.service.js';

@Controller()
export class ProjectPaymentsController {
  constructor(@Inject(ProjectPaymentsService) private readonly payments: ProjectPaymentsService) {}

  @RpcHandler(Rpc.projectPaymentsCreate)
  create(input: RpcIn<'projectPaymentsCreate'>): Promise<RpcOut<'projectPaymentsCreate'>> {
    return this.payments.create(input);
  }

  @RpcHandler(Rpc.projectPaymentsList)
  list(input: RpcIn<'projectPaymentsList'>): Promise<RpcOut<'projectPaymentsList'>> {
    return this.payments.list(input);
  }

  @RpcHandler(Rpc.projectPaymentsAdminList)
  adminList(input: RpcIn<'projectPaymentsAdminList'>): Promise<RpcOut<'projectPaymentsAdminList'>> {
    return this.payments.adminList(input);
  }

  @RpcHandler(Rpc.projectPaymentsSetStatus)
  setStatus(input: RpcIn<'projectPaymentsSetStatus'>): Promise<RpcOut<'projectPaymentsSetStatus'>> {
    return this.payments.setStatus(input);
  }
}
