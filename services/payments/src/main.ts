import { fileURLToPath } from 'node:url';
import { runService } from '@portal/service-kit';
import { PaymentsModule } from './payments.module.js';

export const PAYMENTS = {
  name: 'payments',
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  module: PaymentsModule,
  outbox: true,
} as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  await runService(PAYMENTS);
}
