import { Module } from '@nestjs/common';
import { userErasedConsumer } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { TransfersModule } from '../transfers/transfers.module.js';
import { ProjectPaymentsModule } from '../project-payments/project-payments.module.js';
import { ErasureService } from './erasure.service.js';

/** Deleting a recipient: the personal details in their transfer and project-payment records. */
@Module({
  imports: [PrismaModule, TransfersModule, ProjectPaymentsModule],
  providers: [ErasureService, userErasedConsumer({ name: 'payments-user-erased', db: PrismaService, step: ErasureService })],
})
export class ErasureModule {}
