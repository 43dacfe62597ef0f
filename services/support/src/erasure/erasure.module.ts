import { Module } from '@nestjs/common';
import { userErasedConsumer } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { ErasureService } from './erasure.service.js';

/** Deleting a recipient: the texts of their tickets. */
@Module({ imports: [PrismaModule], providers: [ErasureService, userErasedConsumer({ name: 'support-user-erased', db: PrismaService, step: ErasureService })] })
export class ErasureModule {}
