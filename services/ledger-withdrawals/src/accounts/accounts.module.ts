import { Module } from '@nestjs/common';
import { userErasedConsumer } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

/** Recipients' accounts for the back office: balances, the Overview's figures, closing and erasure at deletion. */
@Module({
  imports: [PrismaModule],
  controllers: [AccountsController],
  providers: [AccountsRepository, AccountsService, userErasedConsumer({ name: 'ledger-user-erased', db: PrismaService, step: AccountsService })],
})
export class AccountsModule {}
