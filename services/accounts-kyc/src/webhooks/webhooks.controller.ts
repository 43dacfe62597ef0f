import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { WebhooksService } from './webhooks.service.js';

/** The admin's webhook routes (the gateway sends them for admins only, with the acting admin's id). */
@Controller()
export class WebhooksController {
  constructor(@Inject(WebhooksService) private readonly webhooks: WebhooksService) {}

  @RpcHandler(Rpc.webhooksList)
  list(): Promise<RpcOut<'webhooksList'>> {
    return this.webhooks.list();
  }

  @RpcHandler(Rpc.webhooksCreate)
  create(input: RpcIn<'webhooksCreate'>): Promise<RpcOut<'webhooksCreate'>> {
    return this.webhooks.create(input);
  }

  @RpcHandler(Rpc.webhooksUpdate)
  update(input: RpcIn<'webhooksUpdate'>): Promise<RpcOut<'webhooksUpdate'>> {
    return this.webhooks.update(input);
  }

  @RpcHandler(Rpc.webhooksDelete)
  remove(input: RpcIn<'webhooksDelete'>): Promise<RpcOut<'webhooksDelete'>> {
    return this.webhooks.remove(input);
  }

  @RpcHandler(Rpc.webhooksDeliveries)
  deliveries(input: RpcIn<'webhooksDeliveries'>): Promise<RpcOut<'webhooksDeliveries'>> {
    return this.webhooks.deliveries(input);
  }

  @RpcHandler(Rpc.webhooksDelivery)
  delivery(input: RpcIn<'webhooksDelivery'>): Promise<RpcOut<'webhooksDelivery'>> {
    return this.webhooks.delivery(input.deliveryId);
  }

  @RpcHandler(Rpc.webhooksReplay)
  replay(input: RpcIn<'webhooksReplay'>): Promise<RpcOut<'webhooksReplay'>> {
    return this.webhooks.replay(input);
  }
}
