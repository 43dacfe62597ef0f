import { GrantScheduleViewSchema, ReportViewSchema, SubmitReportBodySchema } from '../../schemas/grant-schedule.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** The recipient's own grant: tranches, milestones and progress reports. */
export const GrantRoutes = {
  mine: route({
    method: 'GET',
    path: '/api/grant',
    tag: 'grant',
    access: 'recipient',
    response: GrantScheduleViewSchema.nullable(),
    summary: "The recipient's grant: tranches (scheduled, due, released, withheld), milestones with their reports, the next report due (null without a grant)",
  }),
  submitReport: route({
    method: 'POST',
    path: '/api/grant/milestones/:id/report',
    tag: 'grant',
    access: 'recipient',
    status: 201,
    params: IdParams,
    body: SubmitReportBodySchema,
    response: ReportViewSchema,
    errors: [400, 404, 409],
    summary: "Submit the progress report of one of the recipient's own milestones, or revise it after changes were requested (every version is kept)",
  }),
} as const;
