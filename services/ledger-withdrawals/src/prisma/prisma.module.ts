import { Module } from '@nestjs/common';
import { SqlPool } from '@portal/service-kit';
import { PrismaService } from './prisma.service.js';

/** One PrismaService (one connection pool) for every feature module of this service, and the raw pool of the ledger's hot path. */
@Module({ providers: [PrismaService, SqlPool], exports: [PrismaService, SqlPool] })
export class PrismaModule {}
