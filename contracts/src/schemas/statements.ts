// The zod schemas of statements.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { StatementMessages } from '../statements.js';
import { LanguageSchema } from './preferences.js';

/** A calendar month, `YYYY-MM`. */
export const StatementMonthParams = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, StatementMessages.month) });

/** One entry of the recipient's account in the month, with the fees the fund took in its posting and the balance after it. */
export const StatementEntrySchema = z.object({
  at: z.string().datetime(),
  transactionNumber: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  balanceCents: z.number().int(),
});

/** A recipient's monthly statement: the figures the PDF prints, from the ledger, in whole cents. */
export const MonthlyStatementSchema = z.object({
  month: z.string(),
  language: LanguageSchema,
  fullName: z.string(),
  accountNumber: z.string(),
  grantNumber: z.string(),
  openingCents: z.number().int(),
  creditCents: z.number().int(),
  debitCents: z.number().int(),
  feeCents: z.number().int(),
  closingCents: z.number().int(),
  entries: z.array(StatementEntrySchema),
});

/**
 * A month has ended and its statement can be downloaded (events.ledger.statement-ready): the recipient is told
 * once per month, by the ledger's month-end job.
 */
export const StatementReadyEventSchema = z.object({
  userId: z.string().uuid(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  at: z.string().datetime(),
});
