import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { NotificationsService } from './notifications.service.js';

@Controller()
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  /** Only the ledger sends it (NATS: INTERNAL_RPCS, SERVICE_CALLS). */
  @RpcHandler(Rpc.accountsPinResetMail)
  pinResetLink(input: RpcIn<'accountsPinResetMail'>): Promise<RpcOut<'accountsPinResetMail'>> {
    return this.notifications.mailPinResetLink(input);
  }
}
