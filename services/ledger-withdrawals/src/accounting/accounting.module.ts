import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { AccountingController } from './accounting.controller.js';
import { AccountingRepository } from './accounting.repository.js';

/** The ledger's accounting reads: the general-ledger journal by pages and a recipient account's period figures. */
@Module({ imports: [PrismaModule], controllers: [AccountingController], providers: [AccountingRepository] })
export class AccountingModule {}
