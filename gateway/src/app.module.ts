import { Module, type DynamicModule, Inject, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { RpcClient, httpLoggingModule } from '@portal/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { AuthGuard } from './auth/auth.guard.js';
import { TokenVerifier } from './auth/token-verifier.js';
import { ProfileCache } from './auth/profile.cache.js';
import { ErrorFilter } from './http/error.filter.js';
import { NatsLink } from './nats-link.js';
import { HealthController } from './health/health.controller.js';
import { HealthService } from './health/health.service.js';
import { PublicController } from './public/public.controller.js';
import { MeController } from './me/me.controller.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AdminKycController } from './admin/admin-kyc.controller.js';
import { AdminMoneyController } from './admin/admin-money.controller.js';
import { AdminApprovalsController } from './admin/admin-approvals.controller.js';
import { AdminGrantReportsController } from './admin/admin-grant-reports.controller.js';
import { AdminGrantBudgetController } from './admin/admin-grant-budget.controller.js';
import { AdminDirectoryController } from './admin/admin-directory.controller.js';
import { AdminSystemController } from './admin/admin-system.controller.js';
import { RateLimitGuard } from './http/rate-limit.guard.js';
import { RateLimitStore } from './http/rate-limit.store.js';
import { IpRateLimit } from './http/ip-rate-limit.js';
import { KycController } from './kyc/kyc.controller.js';
import { PinController } from './pin/pin.controller.js';
import { WithdrawalsController } from './withdrawals/withdrawals.controller.js';
import { GrantController } from './grant/grant.controller.js';
import { GrantBudgetController } from './grant/grant-budget.controller.js';
import { ReportAttachmentsController } from './grant/report-attachments.controller.js';
import { AttachmentLinkSigner } from './grant/attachment-link.js';
import { PaymentsController } from './payments/payments.controller.js';
import { AdminPaymentsController } from './admin/admin-payments.controller.js';
import { SupportController } from './support/support.controller.js';
import { AdminSupportController } from './admin/admin-support.controller.js';
import { ChartsController } from './charts/charts.controller.js';
import { AdminAccountingController } from './admin/admin-accounting.controller.js';
import { AdminPayoutsController } from './admin/admin-payouts.controller.js';
import { AdminWebhooksController } from './admin/admin-webhooks.controller.js';
import { StatementsController } from './statements/statements.controller.js';
import { ResponseContractInterceptor } from './http/response-contract.interceptor.js';
import { RouteCoverageCheck } from './http/route-coverage.js';
import { DocumentLinkSigner } from './kyc/document-link.js';
import { FileHandoff } from '@portal/service-kit';
import { LedgerReadCache } from './me/ledger-read.cache.js';
import { ForgetOwnPagesInterceptor } from './me/forget-own-pages.interceptor.js';

class Connections implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(NatsLink) private readonly link: NatsLink,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
    @Inject(FileHandoff) private readonly handoff: FileHandoff,
    @Inject(LedgerReadCache) private readonly reads: LedgerReadCache,
  ) {}
  async onApplicationBootstrap(): Promise<void> {
    await this.rpc.connect();
    await this.link.open(this.config.natsUrl);
    this.profiles.start(this.link);
    this.reads.start(this.link);
  }
  async onModuleDestroy(): Promise<void> {
    this.profiles.stop();
    this.reads.stop();
    await this.handoff.close();
    await this.link.close();
    await this.rpc.close();
  }
}

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [DiscoveryModule, httpLoggingModule()],
      controllers: [
        HealthController,
        PublicController,
        MeController,
        KycController,
        PinController,
        WithdrawalsController,
        GrantController,
        GrantBudgetController,
        ReportAttachmentsController,
        PaymentsController,
        SupportController,
        AdminUsersController,
        AdminKycController,
        AdminMoneyController,
        AdminPaymentsController,
        AdminSupportController,
        AdminApprovalsController,
        AdminGrantReportsController,
        AdminGrantBudgetController,
        AdminDirectoryController,
        AdminSystemController,
        ChartsController,
        AdminAccountingController,
        AdminPayoutsController,
        AdminWebhooksController,
        StatementsController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: RpcClient, useFactory: () => new RpcClient(config.natsUrl) },
        { provide: TokenVerifier, useFactory: () => new TokenVerifier(config.keycloak) },
        { provide: DocumentLinkSigner, useFactory: () => new DocumentLinkSigner(config.kycLinkSecret) },
        { provide: AttachmentLinkSigner, useFactory: () => new AttachmentLinkSigner(config.kycLinkSecret) },
        { provide: FileHandoff, useFactory: () => new FileHandoff(config.natsUrl) },
        { provide: ProfileCache, useFactory: (rpc: RpcClient) => new ProfileCache(rpc, config.statusCacheMs), inject: [RpcClient] },
        { provide: LedgerReadCache, useFactory: () => new LedgerReadCache(config.readCacheMs) },
        NatsLink,
        HealthService,
        Connections,
        RouteCoverageCheck,
        RateLimitStore,
        // Counts every request of an address before the guards (registered as a Fastify hook in main.ts).
        IpRateLimit,
        { provide: APP_GUARD, useClass: AuthGuard },
        // After AuthGuard, so a signed-in caller is counted by user id.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: ResponseContractInterceptor },
        { provide: APP_INTERCEPTOR, useClass: ForgetOwnPagesInterceptor },
      ],
    };
  }
}
