import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { FileHandoff, NATS_CONNECTION, type NatsConnection } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { KycController } from './kyc.controller.js';
import { DOCUMENT_STORAGE, KycService } from './kyc.service.js';
import { KycRepository } from './kyc.repository.js';
import { kycDocumentStorage } from './kyc-storage.js';

class HandoffLifecycle implements OnModuleDestroy {
  constructor(@Inject(FileHandoff) private readonly handoff: FileHandoff) {}
  async onModuleDestroy(): Promise<void> {
    await this.handoff.close();
  }
}

@Module({
  imports: [PrismaModule],
  controllers: [KycController],
  providers: [
    KycService,
    KycRepository,
    HandoffLifecycle,
    { provide: DOCUMENT_STORAGE, useFactory: () => kycDocumentStorage() },
    { provide: FileHandoff, useFactory: (nats: NatsConnection) => new FileHandoff(nats), inject: [NATS_CONNECTION] },
  ],
})
export class KycModule {}
