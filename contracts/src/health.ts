import { z } from 'zod';

export const ComponentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number(),
  detail: z.string().optional(),
});
export type ComponentHealth = z.infer<typeof ComponentHealthSchema>;

export const ServiceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(['up', 'down']),
  database: ComponentHealthSchema,
});
export type ServiceHealth = z.infer<typeof ServiceHealthSchema>;

export const SERVICE_NAMES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const HealthReportSchema = z.object({
  status: z.enum(['up', 'down']),
  services: z.object(Object.fromEntries(SERVICE_NAMES.map((name) => [name, ComponentHealthSchema])) as Record<ServiceName, typeof ComponentHealthSchema>),
  servers: z.object({ postgresql: ComponentHealthSchema, redis: ComponentHealthSchema, nats: ComponentHealthSchema, keycloak: ComponentHealthSchema }),
});
export type HealthReport = z.infer<typeof HealthReportSchema>;

/** The BullMQ queues each service runs (their depths are shown on the admin System page). */
export const SERVICE_QUEUES: Record<ServiceName, readonly string[]> = {
  identity: ['identity-mail', 'identity-registration-notice'],
  'accounts-kyc': ['accounts-kyc-mail', 'accounts-kyc-webhooks'],
  'ledger-withdrawals': ['ledger-receipts'],
  payments: [],
  support: [],
};

export const QueueDepthSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
});
export type QueueDepth = z.infer<typeof QueueDepthSchema>;

/** What one service answers on `<service>.system-stats`. */
export const ServiceSystemStatsSchema = z.object({
  service: z.string(),
  queues: z.array(QueueDepthSchema),
  /** Events written but not yet relayed to JetStream, and how long the oldest has waited; null: the service publishes none. */
  outbox: z.object({ pending: z.number().int(), oldestPendingAgeMs: z.number().int().nullable() }).nullable(),
});
export type ServiceSystemStats = z.infer<typeof ServiceSystemStatsSchema>;

/** GET /api/admin/system: the health report plus each service's queue depths and outbox lag. */
export const SystemReportSchema = z.object({
  generatedAt: z.string(),
  health: HealthReportSchema,
  services: z.array(
    z.object({
      service: z.enum(SERVICE_NAMES),
      reachable: z.boolean(),
      detail: z.string().optional(),
      queues: z.array(QueueDepthSchema),
      outbox: ServiceSystemStatsSchema.shape.outbox,
    }),
  ),
});
export type SystemReport = z.infer<typeof SystemReportSchema>;
