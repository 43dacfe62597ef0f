import { Controller, Inject } from '@nestjs/common';
import { Api, FINANCIAL_RECENT_COUNT, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { moneyByIds, named, peopleByIds, withMoney } from './people.js';

const routes = Api.admin;

/** Withdrawals, the Financial tab's newest moves and ledger repairs. */
@Controller()
export class AdminMoneyController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  /** The newest transactions and withdrawals from the ledger and transfers from payments, in parallel; one call names them all. */
  @Endpoint(routes.recentActivity)
  async recentActivity() {
    const limit = FINANCIAL_RECENT_COUNT;
    const [transactions, transfers, withdrawals] = await Promise.all([
      this.rpc.call(Rpc.ledgerRecentTransactions, { limit }),
      this.rpc.call(Rpc.transfersAdminList, { limit }),
      this.rpc.call(Rpc.withdrawalsAdminList, { limit }),
    ]);
    const people = await peopleByIds(
      this.rpc,
      [...transactions, ...transfers, ...withdrawals].map((r) => r.userId),
    );
    return { transactions: named(people, transactions), transfers: named(people, transfers), withdrawals: named(people, withdrawals) };
  }

  /** Every withdrawal with its recipient: name, e-mail and account from accounts-kyc, grant title and balance from the ledger, in parallel. */
  @Endpoint(routes.withdrawals)
  async withdrawals(@RouteInput() { query }: RouteRequest<typeof routes.withdrawals>) {
    const rows = await this.rpc.call(Rpc.withdrawalsAdminList, { status: query.status });
    const userIds = rows.map((r) => r.userId);
    const [people, money] = await Promise.all([peopleByIds(this.rpc, userIds), moneyByIds(this.rpc, userIds)]);
    return withMoney(money, named(people, rows));
  }

  @Endpoint(routes.setWithdrawalStatus)
  setWithdrawalStatus(@RouteInput() { params, body }: RouteRequest<typeof routes.setWithdrawalStatus>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsSetStatus, { withdrawalId: params.id, status: body.status, message: body.message, adminId: admin.id });
  }

  @Endpoint(routes.fixDuplicates)
  fixDuplicates(@CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.ledgerHealDuplicates, { actorId: admin.id });
  }
}
