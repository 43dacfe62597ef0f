// The zod schemas of withdrawal-fees.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { WITHDRAWAL_METHODS } from '../withdrawal-fees.js';

export const WithdrawalMethodSchema = z.enum(WITHDRAWAL_METHODS);
