import { ErrorCodes, Rpc, StatementMessages, monthPeriod, type AccountStatementSummary, type JournalLine, type MonthlyStatement } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';
import { ApiError } from '../http/api-error.js';
import { journalPages } from '../accounting/journal-pages.js';

/**
 * The statement's figures from the ledger's period summary and the account's lines: each entry with its fees
 * and the balance after it (opening plus the entries so far), the month's money in, out and fees. The PDF
 * prints these figures and the JSON route answers them, so both show the same numbers.
 */
export function statementFigures(summary: AccountStatementSummary | null, lines: JournalLine[]) {
  let balance = summary?.openingCents ?? 0;
  const entries = lines.map((l) => {
    balance += l.amountCents;
    return {
      at: l.at,
      transactionNumber: l.transactionNumber,
      description: l.description,
      reference: l.reference,
      amountCents: l.amountCents,
      feeCents: l.feeCents ?? 0,
      balanceCents: balance,
    };
  });
  return {
    openingCents: summary?.openingCents ?? 0,
    creditCents: summary?.creditCents ?? 0,
    debitCents: summary?.debitCents ?? 0,
    feeCents: entries.reduce((sum, e) => sum + e.feeCents, 0),
    closingCents: summary?.closingCents ?? 0,
    entries,
  };
}

/** The first day of the current UTC month: a statement's month must end before it. */
function currentMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The recipient's statement of a past month, read from accounts-kyc (name, numbers, language) and the ledger. */
export async function monthlyStatement(rpc: RpcClient, userId: string, month: string, now = new Date()): Promise<MonthlyStatement> {
  if (month >= currentMonth(now)) throw new ApiError(400, ErrorCodes.validationFailed, StatementMessages.pastMonthOnly);
  const period = monthPeriod(month);
  const [profile, preferences, summary, pages] = await Promise.all([
    rpc.call(Rpc.accountsGetProfile, { userId }),
    rpc.call(Rpc.accountsGetPreferences, { userId }),
    rpc.call(Rpc.ledgerAccountStatement, { userId, ...period }),
    journalPages(rpc, { ...period, userId }),
  ]);
  const lines = [...pages.first];
  for await (const page of pages.rest()) lines.push(...page);
  const figures = statementFigures(summary, lines);
  if (figures.openingCents + figures.creditCents - figures.debitCents !== figures.closingCents) {
    throw new Error(`The statement of ${month} does not add up`);
  }
  return {
    month,
    language: preferences.language,
    fullName: profile.fullName,
    accountNumber: profile.accountNumber,
    grantNumber: profile.grantNumber,
    ...figures,
  };
}
