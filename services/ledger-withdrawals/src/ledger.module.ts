import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { LedgerController } from './ledger.controller.js';
import { GrantsService } from './grants/grants.service.js';
import { DashboardService } from './dashboard/dashboard.service.js';

@Module({ controllers: [LedgerController], providers: [PrismaService, GrantsService, DashboardService] })
export class LedgerModule {}
