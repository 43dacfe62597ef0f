import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

/** Webhooks in the back office: integrators' endpoints and their deliveries (accounts-kyc owns them). */
@Controller()
export class AdminWebhooksController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(Api.adminWebhooks.endpoints)
  endpoints() {
    return this.rpc.call(Rpc.webhooksList, {});
  }

  @Endpoint(Api.adminWebhooks.create)
  create(@RouteInput() { body }: RouteRequest<typeof Api.adminWebhooks.create>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.webhooksCreate, { ...body, actorId: admin.id });
  }

  @Endpoint(Api.adminWebhooks.update)
  update(@RouteInput() { params, body }: RouteRequest<typeof Api.adminWebhooks.update>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.webhooksUpdate, { ...body, endpointId: params.id, actorId: admin.id });
  }

  @Endpoint(Api.adminWebhooks.remove)
  remove(@RouteInput() { params }: RouteRequest<typeof Api.adminWebhooks.remove>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.webhooksDelete, { endpointId: params.id, actorId: admin.id });
  }

  @Endpoint(Api.adminWebhooks.deliveries)
  deliveries(@RouteInput() { params, query }: RouteRequest<typeof Api.adminWebhooks.deliveries>) {
    return this.rpc.call(Rpc.webhooksDeliveries, { endpointId: params.id, status: query.status, limit: query.limit });
  }

  @Endpoint(Api.adminWebhooks.delivery)
  delivery(@RouteInput() { params }: RouteRequest<typeof Api.adminWebhooks.delivery>) {
    return this.rpc.call(Rpc.webhooksDelivery, { deliveryId: params.id });
  }

  @Endpoint(Api.adminWebhooks.replay)
  replay(@RouteInput() { params }: RouteRequest<typeof Api.adminWebhooks.replay>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.webhooksReplay, { deliveryId: params.id, actorId: admin.id });
  }
}
