import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';

/** One PrismaService (one connection pool) for every feature module of this service. */
@Module({ providers: [PrismaService], exports: [PrismaService] })
export class PrismaModule {}
