import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { SupportUserErasedConsumer } from './user-erased.consumer.js';

/** Deleting a recipient: the texts of their tickets. */
@Module({ imports: [PrismaModule], providers: [SupportUserErasedConsumer] })
export class ErasureModule {}
