import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { AccountsService } from './accounts.service.js';

@Controller()
export class AccountsController {
  constructor(@Inject(AccountsService) private readonly accounts: AccountsService) {}

  @RpcHandler(Rpc.ledgerBalances)
  balances(input: RpcIn<'ledgerBalances'>): Promise<RpcOut<'ledgerBalances'>> {
    return this.accounts.balances(input.userIds);
  }

  @RpcHandler(Rpc.ledgerCloseAccount)
  close(input: RpcIn<'ledgerCloseAccount'>): Promise<RpcOut<'ledgerCloseAccount'>> {
    return this.accounts.close(input);
  }

  @RpcHandler(Rpc.ledgerOverview)
  overview(): Promise<RpcOut<'ledgerOverview'>> {
    return this.accounts.overview();
  }

  @RpcHandler(Rpc.ledgerRecentTransactions)
  recent(input: RpcIn<'ledgerRecentTransactions'>): Promise<RpcOut<'ledgerRecentTransactions'>> {
    return this.accounts.recent(input.limit);
  }
}
