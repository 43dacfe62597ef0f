import { percentOfCents, formatUsd } from './money.js';
import { KycRequiredMessages } from './kyc.js';
import type { z } from 'zod';
import type {
  TransferTypeSchema,
  TransferStatusSchema,
  CreateTransferBodySchema,
  TransferViewSchema,
  CreateTransferResultSchema,
} from './schemas/transfers.js';

/** Transfers (spec 2 §2.3, §3, §5, §8, §9). */
export const TRANSFER_TYPES = ['within_unseaf', 'other_bank', 'wire_transfer'] as const;

export type TransferType = z.infer<typeof TransferTypeSchema>;

export const TRANSFER_TYPE_LABELS: Record<TransferType, string> = {
  within_unseaf: 'Within UNSEAF',
  other_bank: 'Other Bank',
  wire_transfer: 'Wire Transfer',
};
/** within_unseaf moves money between two portal accounts at once; the others leave the platform like a withdrawal. */
export function isInternalTransfer(type: TransferType): boolean {
  return type === 'within_unseaf';
}

/** The service charge: 1% of the amount (100 basis points), rounded half up to the cent. */
export const TRANSFER_CHARGE_BP = 100;
export const TRANSFER_NUMBER_PREFIX = 'TRF';

export interface TransferQuote {
  amountCents: number;
  chargeCents: number;
  /** What leaves the sender's balance: amount + charge. */
  paidCents: number;
}

export function quoteTransfer(amountCents: number): TransferQuote {
  const chargeCents = percentOfCents(amountCents, TRANSFER_CHARGE_BP);
  return { amountCents, chargeCents, paidCents: amountCents + chargeCents };
}

export type TransferStatus = z.infer<typeof TransferStatusSchema>;

/** Which status an external transfer may move to from which (completed and failed are final). */
export const TRANSFER_TRANSITIONS: Record<TransferStatus, readonly TransferStatus[]> = {
  pending: ['processing', 'completed', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export const TransferMessages = {
  requiredFields: 'Please fill in all required fields',
  validAmount: 'Please enter a valid amount',
  minimumAmount: 'The amount must be at least $0.01',
  loginToView: 'Please log in to view transfers',
  loadFailed: 'Failed to load transfers. Please try again.',
  loginToSend: 'Please log in to send money',
  sendFailed: 'Failed to send money. Please try again.',
  kycRequired: KycRequiredMessages.transfers,
  unknownAccount: 'No UNSEAF account has this account number. Please check it and try again.',
  ownAccount: 'You cannot transfer money to your own account.',
  receiverUnavailable: 'This account cannot receive transfers at the moment.',
  insufficient: (neededCents: number, balanceCents: number) =>
    `Insufficient balance. You need ${formatUsd(neededCents)} (transfer + charge) but have ${formatUsd(balanceCents)}`,
  completed: (number: string) => `Transfer ${number} completed successfully.`,
  submitted: (number: string) => `Transfer ${number} submitted. It will be processed within 3-5 business days.`,
  notFound: 'Transfer not found',
  finalStatus: 'This transfer is already completed or failed and cannot be changed.',
  internalStatus: 'Transfers within UNSEAF are completed at once and have no status to change.',
} as const;

/** The longest text each transfer field takes (the form's `maxLength` and the server's check). */
export const TRANSFER_FIELD_MAX = { recipientName: 200, recipientAccount: 34, recipientBank: 200, description: 500 } as const;

export type CreateTransferBody = z.infer<typeof CreateTransferBodySchema>;
export type TransferView = z.infer<typeof TransferViewSchema>;
export type CreateTransferResult = z.infer<typeof CreateTransferResultSchema>;

/** How a history's day is read: the rule a client can know, since the server's clock database decides. */
export const TIME_ZONE_FIELD = {
  description: 'An IANA time zone name (e.g. Europe/Zurich) for `date`; one the server does not know is refused with 400 when `date` is given',
};
