import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { StatementNotices } from './statement-notices.js';
import { StatementNoticesRepository } from './statement-notices.repository.js';

/** Monthly statements: the month-end job that tells each recipient their statement is ready. */
@Module({
  imports: [PrismaModule],
  providers: [StatementNotices, StatementNoticesRepository],
})
export class StatementsModule {}
