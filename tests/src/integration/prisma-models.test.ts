import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as IdentityClient } from '@portal/identity/dist/generated/prisma/client.js';
import { PrismaClient as AccountsClient } from '@portal/accounts-kyc/dist/generated/prisma/client.js';
import { PrismaClient as LedgerClient } from '@portal/ledger-withdrawals/dist/generated/prisma/client.js';
import { PrismaClient as PaymentsClient } from '@portal/payments/dist/generated/prisma/client.js';
import { PrismaClient as SupportClient } from '@portal/support/dist/generated/prisma/client.js';
import { databaseUrl } from '../support/platform.js';

type AnyClient = { $disconnect(): Promise<void> } & Record<string, unknown>;
const adapter = (db: string) => new PrismaPg({ connectionString: databaseUrl(db) });

/** Every model of every service is readable on the migrated database (schema.prisma and SQL agree). */
const services: Array<[string, () => AnyClient, string[]]> = [
  ['identity', () => new IdentityClient({ adapter: adapter('portal_identity') }) as unknown as AnyClient, ['registration']],
  ['accounts-kyc', () => new AccountsClient({ adapter: adapter('portal_accounts_kyc') }) as unknown as AnyClient, ['profile', 'adminAction']],
  [
    'ledger-withdrawals',
    () => new LedgerClient({ adapter: adapter('portal_ledger') }) as unknown as AnyClient,
    ['ledgerAccount', 'posting', 'ledgerEntry', 'grant'],
  ],
  ['payments', () => new PaymentsClient({ adapter: adapter('portal_payments') }) as unknown as AnyClient, ['transfer']],
  ['support', () => new SupportClient({ adapter: adapter('portal_support') }) as unknown as AnyClient, ['ticket']],
];

for (const [name, create, models] of services) {
  test(`${name}: the migrated database serves every Prisma model`, async () => {
    const client = create();
    try {
      for (const model of models) {
        const delegate = client[model] as { findFirst(args: object): Promise<unknown>; count(): Promise<number> };
        assert.ok(delegate, `${name} has model ${model}`);
        assert.equal(typeof (await delegate.count()), 'number', model);
        await delegate.findFirst({});
      }
    } finally {
      await client.$disconnect();
    }
  });
}
