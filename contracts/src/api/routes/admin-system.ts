import { SystemReportSchema } from '../../health.js';
import { route } from '../route.js';

/** The admin System page: health, queue depths and outbox lag of every service. */
export const AdminSystemRoutes = {
  report: route({
    method: 'GET',
    path: '/api/admin/system',
    tag: 'admin',
    access: 'admin',
    response: SystemReportSchema,
    summary: 'Health of services and servers, BullMQ queue depths and outbox lag per service',
  }),
} as const;
