import { fileURLToPath } from 'node:url';
import { runService } from '@portal/service-kit';
import { LedgerModule } from './ledger.module.js';

export const LEDGER_WITHDRAWALS = {
  name: 'ledger-withdrawals',
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  module: LedgerModule,
} as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  await runService(LEDGER_WITHDRAWALS);
}
