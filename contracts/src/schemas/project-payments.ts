// The zod schemas of project-payments.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { PROJECT_PAYMENT_CATEGORIES, PAYMENT_TYPES, ProjectPaymentMessages, SWIFT_MAX_LENGTH, ROUTING_NUMBER_MAX_LENGTH } from '../project-payments.js';
import { PinEntrySchema } from './pin.js';
import { BudgetLineSchema } from './grant-budget.js';
import { TIME_ZONE_FIELD } from '../transfers.js';

export const ProjectPaymentStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);

const text = (max: number) => z.string().max(max).trim().optional().default('');

/** The form as submitted (amount in cents); every rule is checked by `projectPaymentErrors`. */
export const CreateProjectPaymentBodySchema = z.object({
  category: z
    .string()
    .max(40)
    .meta({ enum: [...PROJECT_PAYMENT_CATEGORIES] }),
  recipientName: text(200),
  paymentType: z.enum(PAYMENT_TYPES).default('domestic'),
  amountCents: z.number({ error: ProjectPaymentMessages.amountMinimum }).int(ProjectPaymentMessages.amountMinimum).max(Number.MAX_SAFE_INTEGER),
  purposeDescription: text(1000),
  projectPhase: text(100),
  recipientDetails: z.object({
    accountNumber: text(34),
    bankName: text(200),
    contactPhone: text(40),
    address: text(300),
    swiftCode: text(SWIFT_MAX_LENGTH + 20),
    bankCountry: text(80),
    currency: text(3),
    iban: text(34),
    routingNumber: text(ROUTING_NUMBER_MAX_LENGTH + 20),
    employee_id: text(60),
    contract_number: text(60),
    license_number: text(60),
    tax_id: text(60),
    company_registration: text(60),
  }),
  pin: PinEntrySchema,
  idempotencyKey: z.string().min(8).max(100),
  /** The grant budget line the payment counts against (default: the category's line). */
  budgetLine: BudgetLineSchema.optional(),
});

export const ProjectPaymentViewSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  transactionNumber: z.string().nullable(),
  category: z.enum(PROJECT_PAYMENT_CATEGORIES),
  recipientName: z.string(),
  recipientDetails: z.record(z.string(), z.string()),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  netCents: z.number().int(),
  purposeDescription: z.string(),
  projectPhase: z.string(),
  status: ProjectPaymentStatusSchema,
  processingMessage: z.string().nullable(),
  expectedCompletionDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const CreateProjectPaymentResultSchema = z.object({
  payment: ProjectPaymentViewSchema,
  balanceCents: z.number().int(),
  replayed: z.boolean(),
});

export const ListProjectPaymentsQuerySchema = z.object({
  q: z.string().max(40).trim().optional(),
  date: z.iso.date('Dates are YYYY-MM-DD').optional(),
  timeZone: z.string().max(64).optional().meta(TIME_ZONE_FIELD),
});

export const SetProjectPaymentStatusBodySchema = z.object({ status: ProjectPaymentStatusSchema, message: z.string().max(500).trim().optional() });
