import type { Prisma } from '../generated/prisma/client.js';

export const SYSTEM_ACCOUNTS = {
  grantFunding: 'fund:grant-funding',
  feeRevenue: 'fund:fee-revenue',
  payoutClearing: 'fund:payout-clearing',
  payoutsSettled: 'fund:payouts-settled',
} as const;

export function recipientAccountCode(userId: string): string {
  return `recipient:${userId}`;
}

export async function systemAccountId(tx: Prisma.TransactionClient, code: string): Promise<string> {
  const account = await tx.ledgerAccount.findUnique({ where: { code }, select: { id: true } });
  if (!account) throw new Error(`System account ${code} is missing`);
  return account.id;
}

/** The recipient's own account, opened on first use. */
export async function ensureRecipientAccount(tx: Prisma.TransactionClient, userId: string): Promise<string> {
  const code = recipientAccountCode(userId);
  await tx.$executeRaw`INSERT INTO ledger_accounts (code, kind, user_id) VALUES (${code}, 'recipient', ${userId}::uuid)
                       ON CONFLICT (code) DO NOTHING`;
  const account = await tx.ledgerAccount.findUniqueOrThrow({ where: { code }, select: { id: true } });
  return account.id;
}
