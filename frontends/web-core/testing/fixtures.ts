// Answers of the portal API for component tests, typed by the contract (and checked against the
// route's schema when a mock sends them: ./msw.ts). Each takes overrides for what a test is about.
import type { CreateTransferResult, TransferView } from '@portal/contracts';

export const USER_ID = '0b7f6c2e-4f0a-4c36-9a39-5d0f1f5b8e21';

export function transferView(overrides: Partial<TransferView> = {}): TransferView {
  return {
    id: '7f1c1c52-3d7c-4bd4-8a52-3f7f2d9f1a10',
    userId: USER_ID,
    transactionNumber: 'TRF-20261126-0001',
    recipientName: 'Ada Lovelace',
    recipientAccount: 'UNS-1234',
    recipientBank: null,
    amountCents: 1000,
    chargeCents: 10,
    paidCents: 1010,
    description: null,
    transferType: 'within_unseaf',
    status: 'completed',
    processingMessage: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    completedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

export function transferResult(overrides: Partial<TransferView> = {}, balanceCents = 98_990): CreateTransferResult {
  return { transfer: transferView(overrides), balanceCents, replayed: false };
}
