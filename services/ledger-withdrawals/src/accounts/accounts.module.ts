import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

/** Recipients' accounts for the back office: balances, the Overview's figures, closing. */
@Module({
  imports: [PrismaModule],
  controllers: [AccountsController],
  providers: [AccountsRepository, AccountsService],
})
export class AccountsModule {}
