// The zod schemas of account-status.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';

export const AccountStatusSchema = z.enum(['pending', 'approved', 'active', 'rejected']);

export const KycStatusSchema = z.enum(['not_submitted', 'pending', 'approved', 'rejected']);
