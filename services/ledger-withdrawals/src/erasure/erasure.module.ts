import { Module } from '@nestjs/common';
import { GrantScheduleModule } from '../grant-schedule/grant-schedule.module.js';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ErasureRepository } from './erasure.repository.js';
import { ErasureService } from './erasure.service.js';
import { erasureConsumers } from './events/erasure.consumers.js';

/** Deleting a recipient: the personal details in their withdrawals, receipts and PIN, and their report files (amounts and postings stay). */
@Module({ imports: [PrismaModule, GrantScheduleModule], providers: [ErasureService, ErasureRepository, ...erasureConsumers] })
export class ErasureModule {}
