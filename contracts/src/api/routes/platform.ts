import { z } from 'zod';
import { HealthReportSchema } from '../../schemas/health.js';
import { route } from '../route.js';

export const ClientConfigSchema = z.object({
  /** clientId: the recipients' sign-in; adminClientId: the admin sign-in (username, password and a one-time code). */
  keycloak: z.object({ url: z.string(), realm: z.string(), clientId: z.string(), adminClientId: z.string() }),
  session: z.object({ statusRecheckMs: z.number().int() }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

/** Health and the browser's start-up configuration. */
export const PlatformRoutes = {
  health: route({
    method: 'GET',
    path: '/api/health',
    tag: 'platform',
    access: 'public',
    response: HealthReportSchema,
    errors: [503],
    summary: 'State of the five services and of PostgreSQL, Redis, NATS and Keycloak; 503 when any is down',
  }),
  config: route({
    method: 'GET',
    path: '/api/config',
    tag: 'platform',
    access: 'public',
    response: ClientConfigSchema,
    summary: 'What the browser needs to start signing in',
  }),
} as const;
