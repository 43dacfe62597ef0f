import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { MovesService } from './moves.service.js';

/** Requests of the payments service: debit for a transfer or project payment, settle or refund it, find it. */
@Controller()
export class MovesController {
  constructor(@Inject(MovesService) private readonly moves: MovesService) {}

  @MessagePattern(Rpc.ledgerMoveDebit.subject)
  debit(@Payload(new ZodPayloadPipe(Rpc.ledgerMoveDebit.request)) input: RpcIn<'ledgerMoveDebit'>): Promise<RpcOut<'ledgerMoveDebit'>> {
    return this.moves.debit(input);
  }

  @MessagePattern(Rpc.ledgerMoveSettle.subject)
  settle(@Payload(new ZodPayloadPipe(Rpc.ledgerMoveSettle.request)) input: RpcIn<'ledgerMoveSettle'>): Promise<RpcOut<'ledgerMoveSettle'>> {
    return this.moves.settle(input);
  }

  @MessagePattern(Rpc.ledgerMoveRefund.subject)
  refund(@Payload(new ZodPayloadPipe(Rpc.ledgerMoveRefund.request)) input: RpcIn<'ledgerMoveRefund'>): Promise<RpcOut<'ledgerMoveRefund'>> {
    return this.moves.refund(input);
  }

  @MessagePattern(Rpc.ledgerMoveFind.subject)
  find(@Payload(new ZodPayloadPipe(Rpc.ledgerMoveFind.request)) input: RpcIn<'ledgerMoveFind'>): Promise<RpcOut<'ledgerMoveFind'>> {
    return this.moves.find(input.idempotencyKey);
  }
}
