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
