import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { ProjectPaymentsService } from './project-payments.service.js';

@Controller()
export class ProjectPaymentsController {
  constructor(@Inject(ProjectPaymentsService) private readonly payments: ProjectPaymentsService) {}

  @MessagePattern(Rpc.projectPaymentsCreate.subject)
  create(@Payload(new ZodPayloadPipe(Rpc.projectPaymentsCreate.request)) input: RpcIn<'projectPaymentsCreate'>): Promise<RpcOut<'projectPaymentsCreate'>> {
    return this.payments.create(input);
  }

  @MessagePattern(Rpc.projectPaymentsList.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.projectPaymentsList.request)) input: RpcIn<'projectPaymentsList'>): Promise<RpcOut<'projectPaymentsList'>> {
    return this.payments.list(input);
  }

  @MessagePattern(Rpc.projectPaymentsAdminList.subject)
  adminList(@Payload(new ZodPayloadPipe(Rpc.projectPaymentsAdminList.request)) input: RpcIn<'projectPaymentsAdminList'>): Promise<RpcOut<'projectPaymentsAdminList'>> {
    return this.payments.adminList(input);
  }

  @MessagePattern(Rpc.projectPaymentsSetStatus.subject)
  setStatus(@Payload(new ZodPayloadPipe(Rpc.projectPaymentsSetStatus.request)) input: RpcIn<'projectPaymentsSetStatus'>): Promise<RpcOut<'projectPaymentsSetStatus'>> {
    return this.payments.setStatus(input);
  }
}
