import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ErasureRepository } from './erasure.repository.js';
import { ErasureService } from './erasure.service.js';
import { erasureConsumers } from './events/erasure.consumers.js';

/** Deleting a recipient: the personal details in their withdrawals, receipts and PIN (amounts and postings stay). */
@Module({ imports: [PrismaModule], providers: [ErasureService, ErasureRepository, ...erasureConsumers] })
export class ErasureModule {}
