import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler, type JsonAnswer } from '@portal/service-kit';
import { LedgerService } from './ledger.service.js';

@Controller()
export class LedgerController {
  constructor(@Inject(LedgerService) private readonly ledger: LedgerService) {}

  @RpcHandler(Rpc.ledgerTransactions)
  transactions(input: RpcIn<'ledgerTransactions'>): Promise<RpcOut<'ledgerTransactions'>> {
    return this.ledger.transactions(input);
  }

  @RpcHandler(Rpc.ledgerTransactionsExportPage)
  exportPage(input: RpcIn<'ledgerTransactionsExportPage'>): Promise<JsonAnswer<RpcOut<'ledgerTransactionsExportPage'>>> {
    return this.ledger.exportPage(input);
  }

  @RpcHandler(Rpc.ledgerAdjustBalance)
  adjust(input: RpcIn<'ledgerAdjustBalance'>): Promise<RpcOut<'ledgerAdjustBalance'>> {
    return this.ledger.adjust(input);
  }

  @RpcHandler(Rpc.ledgerHealDuplicates)
  healDuplicates(input: RpcIn<'ledgerHealDuplicates'>): Promise<RpcOut<'ledgerHealDuplicates'>> {
    return this.ledger.healDuplicates(input.actorId);
  }
}
