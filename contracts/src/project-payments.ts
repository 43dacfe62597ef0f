import { percentOfCents, formatUsd } from './money.js';
import { KycRequiredMessages } from './kyc.js';
import { isAccountNumber, AccountFormatMessages } from './account-formats.js';
import type { z } from 'zod';
import type {
  ProjectPaymentStatusSchema,
  CreateProjectPaymentBodySchema,
  ProjectPaymentViewSchema,
  CreateProjectPaymentResultSchema,
} from './schemas/project-payments.js';

/** Project payments (spec 2 §2.4, §3, §4, §5, §8, §9). */
export const PROJECT_PAYMENT_CATEGORIES = [
  'contractors_suppliers',
  'professional_services',
  'staff_personnel',
  'equipment_assets',
  'utilities_operations',
  'training_capacity',
  'community_services',
  'administrative',
] as const;

export type ProjectPaymentCategory = (typeof PROJECT_PAYMENT_CATEGORIES)[number];

/** The category-specific fields; changing the category clears all of them. */
export const CATEGORY_EXTRA_FIELDS = ['employee_id', 'contract_number', 'license_number', 'tax_id', 'company_registration'] as const;

export type CategoryExtraField = (typeof CATEGORY_EXTRA_FIELDS)[number];

export const CATEGORY_EXTRA_FIELD_INFO: Record<CategoryExtraField, { label: string; placeholder: string; required: string }> = {
  employee_id: { label: 'Employee ID', placeholder: 'e.g. EMP-00123', required: 'Employee ID is required' },
  contract_number: { label: 'Contract Number', placeholder: 'e.g. CN-2026-0042', required: 'Contract number is required' },
  license_number: { label: 'License Number', placeholder: 'e.g. LIC-556677', required: 'License number is required' },
  tax_id: { label: 'Tax ID', placeholder: 'e.g. TIN 123-45-6789', required: 'Tax ID is required' },
  company_registration: { label: 'Company Registration', placeholder: 'e.g. RC-1234567', required: 'Company registration is required' },
};

/** The category table: label and required extra fields (spec 2 §3; the last four show none). */
export const PROJECT_PAYMENT_CATEGORY_TABLE: Record<ProjectPaymentCategory, { label: string; requiredExtras: readonly CategoryExtraField[] }> = {
  contractors_suppliers: { label: 'Contractors & Suppliers', requiredExtras: ['contract_number', 'company_registration'] },
  professional_services: { label: 'Professional Services', requiredExtras: ['license_number', 'tax_id'] },
  staff_personnel: { label: 'Staff & Personnel', requiredExtras: ['employee_id'] },
  equipment_assets: { label: 'Equipment & Assets', requiredExtras: ['contract_number'] },
  utilities_operations: { label: 'Utilities & Operations', requiredExtras: [] },
  training_capacity: { label: 'Training & Capacity Building', requiredExtras: [] },
  community_services: { label: 'Community Services', requiredExtras: [] },
  administrative: { label: 'Administrative', requiredExtras: [] },
};

export const PAYMENT_TYPES = ['domestic', 'international'] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ZAR', 'KES', 'NGN'] as const;
export const DEFAULT_PAYMENT_CURRENCY = 'USD';
export const DEFAULT_PROJECT_PHASE = 'Phase 1';
export const PROJECT_PAYMENT_PROCESSING_TIME = '2-3 business days';
/** A new payment is expected to complete at the end of its processing time: 3 business days after creation. */
export const PROJECT_PAYMENT_BUSINESS_DAYS = 3;

/** `from` plus `days` business days (Saturdays and Sundays skipped), in UTC. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}
export const SWIFT_MAX_LENGTH = 11;
export const ROUTING_NUMBER_MAX_LENGTH = 9;

/** The fee: 1.5% of the amount (150 basis points), rounded half up to the cent. */
export const PROJECT_PAYMENT_FEE_BP = 150;

export interface ProjectPaymentQuote {
  amountCents: number;
  feeCents: number;
  /** Deducted from the balance: amount × 1.015 = amount + fee. */
  totalCents: number;
  /** Paid to the recipient: amount × 0.985 = amount − fee. */
  netCents: number;
}

/**
 * One rounding rule for both figures of spec 2 §9: the fee is 1.5% of the amount rounded half up to
 * a cent, then total = amount + fee and net = amount − fee (so total − net = 2 × fee exactly).
 */
export function quoteProjectPayment(amountCents: number): ProjectPaymentQuote {
  const feeCents = percentOfCents(amountCents, PROJECT_PAYMENT_FEE_BP);
  return { amountCents, feeCents, totalCents: amountCents + feeCents, netCents: amountCents - feeCents };
}

/** Amounts must be above $0.01. */
export const PROJECT_PAYMENT_MIN_EXCLUSIVE_CENTS = 1;

export type ProjectPaymentStatus = z.infer<typeof ProjectPaymentStatusSchema>;

/** Completed and failed are final: a failed payment's total has been returned, a completed one disbursed. */
export const PROJECT_PAYMENT_TRANSITIONS: Record<ProjectPaymentStatus, readonly ProjectPaymentStatus[]> = {
  pending: ['processing', 'completed', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export const ProjectPaymentMessages = {
  vendorRequired: 'Vendor/Contractor name is required',
  invalidCategory: 'Please select a valid project category',
  amountMinimum: `Payment amount must be greater than ${formatUsd(PROJECT_PAYMENT_MIN_EXCLUSIVE_CENTS)}`,
  purposeRequired: 'Project purpose description is required',
  contactPhoneRequired: 'Contact phone is required',
  bankNameRequired: 'Bank name is required',
  accountNumberRequired: 'Account number is required',
  swiftRequired: 'SWIFT code is required for international payments',
  bankCountryRequired: 'Bank country is required for international payments',
  currencyRequired: 'Currency is required for international payments',
  formErrors: 'Please correct the form errors before submitting',
  insufficient: (neededCents: number, balanceCents: number) =>
    `Insufficient balance. You need ${formatUsd(neededCents)} (payment + fee) but have ${formatUsd(balanceCents)}`,
  completed: 'Payment processed and disbursed',
  loading: 'Loading payments...',
  empty: 'No payments found',
  loadFailed: 'Failed to load project payments. Please try again.',
  loginToView: 'Please log in to view project payments',
  kycRequired: KycRequiredMessages.projectPayments,
  similarExists: 'A similar payment request already exists',
  violatesConstraints: 'Payment request violates project constraints',
  noPermission: 'You do not have permission to create project payments',
  invalidCategorySelected: 'Invalid project category selected',
  balanceCheckFailed: 'Failed to verify account balance',
  processFailed: (message: string) => `Failed to process payment: ${message}`,
  notFound: 'Project payment not found',
  finalStatus: 'This payment is already completed or failed and cannot be changed.',
} as const;

export type CreateProjectPaymentBody = z.input<typeof CreateProjectPaymentBodySchema>;

type ParsedBody = z.output<typeof CreateProjectPaymentBodySchema>;

export function isProjectPaymentCategory(value: string): value is ProjectPaymentCategory {
  return (PROJECT_PAYMENT_CATEGORIES as readonly string[]).includes(value);
}

/** A project payment field a problem is about: the body's own names, recipient details by their key. */
export type ProjectPaymentField = 'category' | 'recipientName' | 'amountCents' | 'purposeDescription' | keyof ParsedBody['recipientDetails'];

/** Every problem of a project payment form with the field it marks, in form order; empty when it may be submitted. */
export function projectPaymentIssues(body: ParsedBody): Array<{ field: ProjectPaymentField; message: string }> {
  const M = ProjectPaymentMessages;
  const issues: Array<{ field: ProjectPaymentField; message: string }> = [];
  const add = (field: ProjectPaymentField, message: string) => issues.push({ field, message });
  const details = body.recipientDetails;
  if (!isProjectPaymentCategory(body.category)) add('category', M.invalidCategory);
  if (!body.recipientName) add('recipientName', M.vendorRequired);
  if (!(body.amountCents > PROJECT_PAYMENT_MIN_EXCLUSIVE_CENTS)) add('amountCents', M.amountMinimum);
  if (!body.purposeDescription) add('purposeDescription', M.purposeRequired);
  if (!details.contactPhone) add('contactPhone', M.contactPhoneRequired);
  if (!details.bankName) add('bankName', M.bankNameRequired);
  if (!details.accountNumber) add('accountNumber', M.accountNumberRequired);
  // The bank account's shape is checked for new requests only: stored payments keep what they were made with.
  else if (!isAccountNumber(details.accountNumber)) add('accountNumber', AccountFormatMessages.accountNumber);
  if (isProjectPaymentCategory(body.category)) {
    for (const field of PROJECT_PAYMENT_CATEGORY_TABLE[body.category].requiredExtras) {
      if (!details[field]) add(field, CATEGORY_EXTRA_FIELD_INFO[field].required);
    }
  }
  if (body.paymentType === 'international') {
    if (!details.swiftCode) add('swiftCode', M.swiftRequired);
    else if (details.swiftCode.length > SWIFT_MAX_LENGTH) add('swiftCode', `SWIFT code must be at most ${SWIFT_MAX_LENGTH} characters`);
    if (!details.bankCountry) add('bankCountry', M.bankCountryRequired);
    if (!details.currency) add('currency', M.currencyRequired);
    else if (!(PAYMENT_CURRENCIES as readonly string[]).includes(details.currency)) add('currency', `Currency must be one of ${PAYMENT_CURRENCIES.join(', ')}`);
    if (details.routingNumber.length > ROUTING_NUMBER_MAX_LENGTH)
      add('routingNumber', `Routing number must be at most ${ROUTING_NUMBER_MAX_LENGTH} characters`);
  }
  return issues;
}

/** Every problem of a project payment form, in form order (shown as bullets); empty when it may be submitted. */
export function projectPaymentErrors(body: ParsedBody): string[] {
  return projectPaymentIssues(body).map((issue) => issue.message);
}

/** The stored recipient details: uppercased SWIFT/IBAN, the category's extras only, international fields only when international. */
export function normalizedRecipientDetails(body: ParsedBody): Record<string, string> {
  const d = body.recipientDetails;
  const extras = isProjectPaymentCategory(body.category) ? PROJECT_PAYMENT_CATEGORY_TABLE[body.category].requiredExtras : [];
  const out: Record<string, string> = {
    accountNumber: d.accountNumber,
    bankName: d.bankName,
    contactPhone: d.contactPhone,
    paymentType: body.paymentType,
    currency: body.paymentType === 'international' ? d.currency : DEFAULT_PAYMENT_CURRENCY,
  };
  if (d.address) out.address = d.address;
  if (body.paymentType === 'international') {
    out.swiftCode = d.swiftCode.toUpperCase();
    out.bankCountry = d.bankCountry;
    if (d.iban) out.iban = d.iban.toUpperCase();
    if (d.routingNumber) out.routingNumber = d.routingNumber;
  }
  for (const field of extras) out[field] = d[field];
  return out;
}

/** `PP-` + 8 + `-` + 5 characters, e.g. PP-20261122-00042 (date of creation and the day's sequence). */
export const PROJECT_PAYMENT_NUMBER_PATTERN = /^PP-\d{8}-\d{5}$/;
export const PROJECT_PAYMENT_NUMBER_PLACEHOLDER = 'PP-XXXXXXXX-XXXXX';

/** What the history shows when a payment has no transaction number: PP plus the last 8 characters of its id. */
export function projectPaymentDisplayNumber(payment: { id: string; transactionNumber: string | null }): string {
  return payment.transactionNumber || `PP${payment.id.slice(-8)}`;
}

export type ProjectPaymentView = z.infer<typeof ProjectPaymentViewSchema>;
export type CreateProjectPaymentResult = z.infer<typeof CreateProjectPaymentResultSchema>;
