import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ErasureRepository } from './erasure.repository.js';
import { ErasureService } from './erasure.service.js';
import { erasureConsumers } from './events/erasure.consumers.js';

/** Deleting a recipient: the texts of their tickets. */
@Module({ imports: [PrismaModule], providers: [ErasureService, ErasureRepository, ...erasureConsumers] })
export class ErasureModule {}
