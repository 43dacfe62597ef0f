import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantsController } from './grants.controller.js';
import { GrantsService } from './grants.service.js';
import { GrantsRepository } from './grants.repository.js';

@Module({
  imports: [PrismaModule, LedgerModule],
  controllers: [GrantsController],
  providers: [GrantsService, GrantsRepository],
  exports: [GrantsRepository, GrantsService],
})
export class GrantsModule {}
