import { fileURLToPath } from 'node:url';
import { runService } from '@portal/service-kit';
import { SupportModule } from './support.module.js';

export const SUPPORT = {
  name: 'support',
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  module: SupportModule,
} as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  await runService(SUPPORT);
}
