import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { MovesService } from './moves.service.js';

/** Requests of the payments service: debit for a transfer or project payment, settle or refund it, find it. */
@Controller()
export class MovesController {
  constructor(@Inject(MovesService) private readonly moves: MovesService) {}

  @RpcHandler(Rpc.ledgerMoveDebit)
  debit(input: RpcIn<'ledgerMoveDebit'>): Promise<RpcOut<'ledgerMoveDebit'>> {
    return this.moves.debit(input);
  }

  @RpcHandler(Rpc.ledgerMoveSettle)
  settle(input: RpcIn<'ledgerMoveSettle'>): Promise<RpcOut<'ledgerMoveSettle'>> {
    return this.moves.settle(input);
  }

  @RpcHandler(Rpc.ledgerMoveRefund)
  refund(input: RpcIn<'ledgerMoveRefund'>): Promise<RpcOut<'ledgerMoveRefund'>> {
    return this.moves.refund(input);
  }

  @RpcHandler(Rpc.ledgerMoveFind)
  find(input: RpcIn<'ledgerMoveFind'>): Promise<RpcOut<'ledgerMoveFind'>> {
    return this.moves.find(input.idempotencyKey);
  }
}
