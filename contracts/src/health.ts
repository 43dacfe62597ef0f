import type { z } from 'zod';
import type {
  ComponentHealthSchema,
  ServiceHealthSchema,
  HealthReportSchema,
  QueueDepthSchema,
  ServiceSystemStatsSchema,
  SystemReportSchema,
} from './schemas/health.js';

export type ComponentHealth = z.infer<typeof ComponentHealthSchema>;
export type ServiceHealth = z.infer<typeof ServiceHealthSchema>;

export const SERVICE_NAMES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];
export type HealthReport = z.infer<typeof HealthReportSchema>;

/** The BullMQ queues each service runs (their depths are shown on the admin System page). */
export const SERVICE_QUEUES: Record<ServiceName, readonly string[]> = {
  identity: ['identity-mail', 'identity-registration-notice'],
  'accounts-kyc': ['accounts-kyc-mail', 'accounts-kyc-webhooks'],
  'ledger-withdrawals': ['ledger-receipts'],
  payments: [],
  support: [],
};

export type QueueDepth = z.infer<typeof QueueDepthSchema>;
export type ServiceSystemStats = z.infer<typeof ServiceSystemStatsSchema>;
export type SystemReport = z.infer<typeof SystemReportSchema>;
