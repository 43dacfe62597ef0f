import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { recipientAccountCode } from '../ledger/ledger.repository.js';
import { AccountingRepository } from './accounting.repository.js';

@Controller()
export class AccountingController {
  constructor(@Inject(AccountingRepository) private readonly accounting: AccountingRepository) {}

  /** One page of the journal; `next` is set when the page is full (the period may go on). */
  @RpcHandler(Rpc.ledgerJournalPage)
  async journal(input: RpcIn<'ledgerJournalPage'>): Promise<RpcOut<'ledgerJournalPage'>> {
    const account = input.userId ? recipientAccountCode(input.userId) : null;
    const lines = await this.accounting.journal(input, account, input.after, input.limit);
    const last = lines.at(-1);
    return { lines, next: last && lines.length === input.limit ? { at: last.at, postingId: last.postingId, entryId: last.entryId } : null };
  }

  @RpcHandler(Rpc.ledgerAccountStatement)
  statement(input: RpcIn<'ledgerAccountStatement'>): Promise<RpcOut<'ledgerAccountStatement'>> {
    return this.accounting.statement(input.userId, input);
  }
}
