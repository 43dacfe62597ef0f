// The zod schemas of transfers.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { TRANSFER_TYPES, TransferMessages, TRANSFER_FIELD_MAX, TIME_ZONE_FIELD } from '../transfers.js';
import { NOT_BLANK_RULE } from '../registration.js';
import { isAccountNumber, AccountFormatMessages } from '../account-formats.js';
import { PinEntrySchema } from './pin.js';
import { BudgetLineSchema } from './grant-budget.js';

export const TransferTypeSchema = z.enum(TRANSFER_TYPES, { error: 'Please select a transfer type' });

export const TransferStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);

const requiredText = (max: number) =>
  z.string({ error: TransferMessages.requiredFields }).max(max).trim().min(1, TransferMessages.requiredFields).meta(NOT_BLANK_RULE);

export const CreateTransferBodySchema = z.object({
  recipientName: requiredText(TRANSFER_FIELD_MAX.recipientName),
  recipientAccount: requiredText(TRANSFER_FIELD_MAX.recipientAccount).refine(isAccountNumber, AccountFormatMessages.accountNumber),
  recipientBank: z.string().max(TRANSFER_FIELD_MAX.recipientBank).trim().optional(),
  amountCents: z
    .number({ error: TransferMessages.validAmount })
    .int(TransferMessages.validAmount)
    .min(1, TransferMessages.minimumAmount)
    .max(Number.MAX_SAFE_INTEGER),
  description: z.string().max(TRANSFER_FIELD_MAX.description).trim().optional(),
  transferType: TransferTypeSchema,
  pin: PinEntrySchema,
  idempotencyKey: z.string().min(8).max(100),
  /** The grant budget line the transfer counts against (default: the transfer type's line). */
  budgetLine: BudgetLineSchema.optional(),
});

export const TransferViewSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  transactionNumber: z.string(),
  recipientName: z.string(),
  recipientAccount: z.string(),
  recipientBank: z.string().nullable(),
  amountCents: z.number().int(),
  chargeCents: z.number().int(),
  paidCents: z.number().int(),
  description: z.string().nullable(),
  transferType: TransferTypeSchema,
  status: TransferStatusSchema,
  processingMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});

export const CreateTransferResultSchema = z.object({
  transfer: TransferViewSchema,
  balanceCents: z.number().int(),
  /** True when this answer repeats the first result of the same idempotency key (nothing moved again). */
  replayed: z.boolean(),
});

const isoDate = z.iso.date('Dates are YYYY-MM-DD');

/** History search: transaction number by case-insensitive substring, creation date by exact day in the user's time zone. */
export const ListTransfersQuerySchema = z.object({
  q: z.string().max(40).trim().optional(),
  date: isoDate.optional(),
  timeZone: z.string().max(64).optional().meta(TIME_ZONE_FIELD),
});

export const SetTransferStatusBodySchema = z.object({ status: TransferStatusSchema, message: z.string().max(500).trim().optional() });
