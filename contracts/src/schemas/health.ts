// The zod schemas of health.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '../health.js';

export const ComponentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number(),
  detail: z.string().optional(),
});

export const ServiceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(['up', 'down']),
  database: ComponentHealthSchema,
});

export const HealthReportSchema = z.object({
  status: z.enum(['up', 'down']),
  services: z.object(Object.fromEntries(SERVICE_NAMES.map((name) => [name, ComponentHealthSchema])) as Record<ServiceName, typeof ComponentHealthSchema>),
  servers: z.object({ postgresql: ComponentHealthSchema, redis: ComponentHealthSchema, nats: ComponentHealthSchema, keycloak: ComponentHealthSchema }),
});

export const QueueDepthSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
});

/** What one service answers on `<service>.system-stats`. */
export const ServiceSystemStatsSchema = z.object({
  service: z.string(),
  queues: z.array(QueueDepthSchema),
  /** Events written but not yet relayed to JetStream, and how long the oldest has waited; null: the service publishes none. */
  outbox: z.object({ pending: z.number().int(), oldestPendingAgeMs: z.number().int().nullable() }).nullable(),
});

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
