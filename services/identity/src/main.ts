import { fileURLToPath } from 'node:url';
import { runService } from '@portal/service-kit';
import { AppModule } from './app.module.js';

export const IDENTITY = {
  name: 'identity',
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  module: AppModule,
  outbox: true,
} as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  await runService(IDENTITY);
}
