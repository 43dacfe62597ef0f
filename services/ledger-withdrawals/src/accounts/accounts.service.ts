import { Inject, Injectable } from '@nestjs/common';
import { OVERVIEW_RECENT_TRANSACTIONS, formatUsd, UserDeleteMessages, type RecentTransaction, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
import { AccountsRepository, type RecentRow } from './accounts.repository.js';

const toCents = (value: bigint) => Number(value);

@Injectable()
export class AccountsService {
  constructor(@Inject(AccountsRepository) private readonly accounts: AccountsRepository) {}

  /** Each listed recipient's balance (0 before their first posting) and grant title (null before a grant is awarded). */
  async balances(userIds: string[]): Promise<RpcOut<'ledgerBalances'>> {
    const rows = userIds.length ? await this.accounts.balances([...new Set(userIds)]) : [];
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    return [...new Set(userIds)].map((userId) => {
      const row = byUser.get(userId);
      return { userId, balanceCents: row?.balance_cents == null ? 0 : toCents(row.balance_cents), grantTitle: row?.grant_title ?? null };
    });
  }

  /**
   * The ledger's part of deleting a recipient: refused while the balance is not zero or a withdrawal
   * is still pending or processing; otherwise the account is closed (its balance can never move
   * again) and its entries stay. Repeating it is harmless.
   */
  async close(input: RpcIn<'ledgerCloseAccount'>): Promise<RpcOut<'ledgerCloseAccount'>> {
    return this.accounts.transaction(async (tx) => {
      const account = await this.accounts.lockAccount(input.userId, tx);
      if (account && account.balance_cents !== 0n) throw RpcErrors.conflict(UserDeleteMessages.balanceNotZero(formatUsd(toCents(account.balance_cents))));
      if ((await this.accounts.withdrawalsInProgress(input.userId, tx)) > 0) throw RpcErrors.conflict(UserDeleteMessages.withdrawalsInProgress);
      if (account) await this.accounts.close(account.id, tx);
      return { closed: true as const };
    });
  }

  async overview(): Promise<RpcOut<'ledgerOverview'>> {
    const [totals, recent] = await Promise.all([this.accounts.overview(), this.accounts.recent(OVERVIEW_RECENT_TRANSACTIONS)]);
    return {
      totalBalanceCents: toCents(totals.total_balance),
      transactions: { count: totals.tx_count, volumeCents: toCents(totals.tx_volume) },
      withdrawals: { count: totals.wd_count, volumeCents: toCents(totals.wd_volume) },
      recentTransactions: recent.map(toRecentTransaction),
    };
  }

  /** The newest entries on recipients' accounts (the Financial Activity tab). */
  async recent(limit: number): Promise<RpcOut<'ledgerRecentTransactions'>> {
    return (await this.accounts.recent(limit)).map(toRecentTransaction);
  }
}

function toRecentTransaction(r: RecentRow): RecentTransaction {
  return {
    id: String(r.id),
    transactionNumber: r.transaction_number,
    userId: r.user_id,
    type: r.amount_cents < 0n ? 'debit' : 'credit',
    description: r.description,
    reference: r.reference,
    amountCents: Math.abs(toCents(r.amount_cents)),
    postBalanceCents: toCents(r.post_balance_cents),
    createdAt: r.created_at.toISOString(),
  };
}
