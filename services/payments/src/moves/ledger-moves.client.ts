import { Inject, Injectable } from '@nestjs/common';
import { Rpc, type DebitForMoveRequest, type MoneyMoveKind } from '@portal/contracts';
import { RpcCallError, RpcClient, rpcError } from '@portal/service-kit';

/** What the ledger said about a move: done, definitively refused (with the reason), or not reachable now (retry later). */
export type MoveOutcome =
  | { kind: 'done'; balanceCents: number | null; replayed: boolean }
  | { kind: 'refused'; statusCode: number; code: string; message: string }
  | { kind: 'unavailable'; message: string };

/** Statuses after which the same request can succeed later: the ledger (or NATS) was down or too slow. */
const RETRYABLE = new Set([500, 502, 503, 504]);

function outcomeOf(error: unknown): MoveOutcome {
  if (error instanceof RpcCallError) {
    if (RETRYABLE.has(error.body.statusCode)) return { kind: 'unavailable', message: error.body.message };
    return { kind: 'refused', statusCode: error.body.statusCode, code: error.body.code, message: error.body.message };
  }
  return { kind: 'unavailable', message: (error as Error)?.message ?? String(error) };
}

/** A failed call to another service becomes the same error for our caller (status, code and message kept). */
export function forwardRpcError(error: unknown): never {
  if (error instanceof RpcCallError) throw rpcError(error.body.statusCode, error.body.code, error.body.message);
  throw error;
}

const LEDGER_TIMEOUT_MS = 20_000;

/** A settlement or refund of a record's move, keyed by the move's key and the step. */
function stepOf(move: SettlementMove, step: 'settle' | 'refund') {
  return {
    idempotencyKey: `${move.key}:${step}`,
    kind: move.kind,
    amountCents: move.amountCents,
    feeCents: move.feeCents,
    transactionNumber: move.transactionNumber,
  };
}

/** The ledger's money moves as seen from the payments service: every call is idempotent by the record's key. */
@Injectable()
export class LedgerMoves {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  debit(request: DebitForMoveRequest): Promise<MoveOutcome> {
    return this.move(() => this.rpc.call(Rpc.ledgerMoveDebit, request, { timeoutMs: LEDGER_TIMEOUT_MS }));
  }

  settle(move: SettlementMove): Promise<MoveOutcome> {
    return this.move(() => this.rpc.call(Rpc.ledgerMoveSettle, stepOf(move, 'settle'), { timeoutMs: LEDGER_TIMEOUT_MS }));
  }

  refund(move: SettlementMove & { userId: string; description: string }): Promise<MoveOutcome> {
    const request = { ...stepOf(move, 'refund'), userId: move.userId, description: move.description };
    return this.move(() => this.rpc.call(Rpc.ledgerMoveRefund, request, { timeoutMs: LEDGER_TIMEOUT_MS }));
  }

  /** One ledger move: its answer, or what its failure means for the record. */
  private async move(call: () => Promise<{ balanceCents: number | null; replayed: boolean }>): Promise<MoveOutcome> {
    try {
      const result = await call();
      return { kind: 'done', balanceCents: result.balanceCents, replayed: result.replayed };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  /** The sender's balance now (for a replayed answer), or null when the ledger cannot say. */
  async balanceOf(userId: string): Promise<number | null> {
    try {
      return (await this.rpc.call(Rpc.ledgerDashboard, { userId })).balanceCents;
    } catch {
      return null;
    }
  }
}

export interface SettlementMove {
  /** The record's move key, e.g. `transfer:<id>`; settle and refund derive their own keys from it. */
  key: string;
  kind: MoneyMoveKind;
  amountCents: number;
  feeCents: number;
  transactionNumber: string;
}
