import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { MovesModule } from '../moves/moves.module.js';
import { TransfersController } from './transfers.controller.js';
import { TransfersRepository } from './transfers.repository.js';
import { TransfersService } from './transfers.service.js';

/** Transfers: records here, money in the ledger. */
@Module({
  imports: [PrismaModule, MovesModule],
  controllers: [TransfersController],
  providers: [TransfersRepository, TransfersService],
  exports: [TransfersService, TransfersRepository],
})
export class TransfersModule {}
