import { Module } from '@nestjs/common';
import { LedgerMoves } from './ledger-moves.client.js';

/** The ledger's money moves as the payments service calls them (RpcClient comes from service-kit). */
@Module({ providers: [LedgerMoves], exports: [LedgerMoves] })
export class MovesModule {}
