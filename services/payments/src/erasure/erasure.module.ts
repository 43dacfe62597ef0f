import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { TransfersModule } from '../transfers/transfers.module.js';
import { ProjectPaymentsModule } from '../project-payments/project-payments.module.js';
import { ErasureService } from './erasure.service.js';
import { erasureConsumers } from './events/erasure.consumers.js';

/** Deleting a recipient: the personal details in their transfer and project-payment records. */
@Module({
  imports: [PrismaModule, TransfersModule, ProjectPaymentsModule],
  providers: [ErasureService, ...erasureConsumers],
})
export class ErasureModule {}
