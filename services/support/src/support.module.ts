import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';

/** Feature handlers arrive with their issues; the service already owns its database and answers health checks. */
@Module({ providers: [PrismaService] })
export class SupportModule {}
