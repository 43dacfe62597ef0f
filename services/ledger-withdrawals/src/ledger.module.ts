import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { LedgerController } from './ledger.controller.js';
import { GrantsService } from './grants/grants.service.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { PinController } from './pin/pin.controller.js';
import { PinService } from './pin/pin.service.js';
import { WithdrawalsController } from './withdrawals/withdrawals.controller.js';
import { WithdrawalsService } from './withdrawals/withdrawals.service.js';
import { ReceiptQueue } from './withdrawals/receipt.queue.js';
import { MovesController } from './moves/moves.controller.js';
import { MovesService } from './moves/moves.service.js';

@Module({ controllers: [LedgerController, PinController, WithdrawalsController, MovesController], providers: [PrismaService, GrantsService, DashboardService, PinService, WithdrawalsService, ReceiptQueue, MovesService] })
export class LedgerModule {}
