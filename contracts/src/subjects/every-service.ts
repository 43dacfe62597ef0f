import { AdminAuditBatchEventSchema, AdminAuditEventSchema } from '../schemas/audit.js';
import { type ServiceName } from '../health.js';
import { ServiceHealthSchema, ServiceSystemStatsSchema } from '../schemas/health.js';
import { Empty, event } from './contract.js';

/** Every service answers `<name>.health` with its own state and its database's. */
export function healthSubject(service: ServiceName): string {
  return `${service}.health`;
}
export const HealthRpc = { request: Empty, response: ServiceHealthSchema };

/** Every service answers `<name>.system-stats` with its BullMQ queue depths and outbox lag (admin System page). */
export function systemStatsSubject(service: ServiceName): string {
  return `${service}.system-stats`;
}
export const SystemStatsRpc = { request: Empty, response: ServiceSystemStatsSchema };

/** The admin-action events every service publishes; accounts-kyc keeps the audit log from them. */
export const AuditEvents = {
  /**
   * An admin action, written by the service where it happened; accounts-kyc keeps the audit log (see audit.ts).
   * Each service publishes it on its own subject (`adminActionSubject`): this one, with a wildcard, is what the
   * audit consumer listens to.
   */
  adminAction: event('audit.*.admin-action', AdminAuditEventSchema),
  /** Several admin actions of one transaction (`adminActionBatchSubject`), consumed into the same log. */
  adminActionBatch: event('audit.*.admin-actions', AdminAuditBatchEventSchema),
} as const;
