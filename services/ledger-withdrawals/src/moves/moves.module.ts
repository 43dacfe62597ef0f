import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { GrantBudgetModule } from '../grant-budget/grant-budget.module.js';
import { MovesController } from './moves.controller.js';
import { MovesService } from './moves.service.js';

/** Money moves for the payments service: debit, settle, refund and find, idempotent by key. */
@Module({ imports: [LedgerModule, GrantBudgetModule], controllers: [MovesController], providers: [MovesService] })
export class MovesModule {}
