import { AdminSessionReportSchema } from '../../schemas/admin-users.js';
import { SystemReportSchema } from '../../schemas/health.js';
import { route } from '../route.js';

/** The admin System area: health, queue depths and outbox lag of every service; the admin test page. */
export const AdminSystemRoutes = {
  report: route({
    method: 'GET',
    path: '/api/admin/system',
    tag: 'admin',
    access: 'admin',
    response: SystemReportSchema,
    summary: 'Health of services and servers, BullMQ queue depths and outbox lag per service',
  }),
  session: route({
    method: 'GET',
    path: '/api/admin/system/session',
    tag: 'admin',
    access: 'admin',
    response: AdminSessionReportSchema,
    summary: "The caller's session as the gateway verified it (no token) and the list of administrators",
  }),
} as const;
