// Answers of the portal API for component tests, typed by the contract (and checked against the
// route's schema when a mock sends them: ./msw.ts). Each takes overrides for what a test is about.
import type {
  CreateTransferResult,
  DashboardSummary,
  Profile,
  ProjectPaymentView,
  QuarterSummary,
  StoredProfile,
  TransferView,
  WithdrawalView,
} from '@portal/contracts/web';

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

export function quarterSummary(overrides: Partial<QuarterSummary> = {}): QuarterSummary {
  return {
    currentBalance: 50_000,
    currentQuarter: 4,
    currentQuarterLabel: 'Q4 2026',
    currentQuarterStart: '2026-10-01',
    currentQuarterEnd: '2026-12-31',
    currentQuarterPeriod: 'Oct 1 – Dec 31, 2026',
    currentQuarterLimit: 2_500_000,
    currentQuarterUsed: 0,
    currentQuarterRemaining: 2_500_000,
    daysRemainingInQuarter: 35,
    warning: false,
    limitReached: false,
    withdrawalAllowed: true,
    ...overrides,
  };
}

export function withdrawalView(overrides: Partial<WithdrawalView> = {}): WithdrawalView {
  return {
    id: '3c1e0c4e-8e1b-4a51-9a6b-1a2b3c4d5e6f',
    userId: USER_ID,
    transactionNumber: 'WDR-20261126-0001',
    amountCents: 10_000,
    feeCents: 1000,
    netCents: 9000,
    method: 'check',
    methodDetails: {},
    status: 'pending',
    description: null,
    quarterPeriod: 'Q4 2026',
    quarterLimitCents: 2_500_000,
    quarterUsedBeforeCents: 0,
    quarterRemainingAfterCents: 2_490_000,
    expectedCompletionDate: '2026-12-03',
    processingMessage: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function projectPaymentView(overrides: Partial<ProjectPaymentView> = {}): ProjectPaymentView {
  return {
    id: '5a0d2f1e-6b7c-4d8e-9f01-23456789abcd',
    userId: USER_ID,
    transactionNumber: 'PP-20261126-00001',
    category: 'staff_personnel',
    recipientName: 'Field Team Ltd',
    recipientDetails: {},
    amountCents: 100_000,
    feeCents: 1500,
    totalCents: 101_500,
    netCents: 100_000,
    purposeDescription: 'Salaries for March',
    projectPhase: 'Implementation',
    status: 'pending',
    processingMessage: null,
    expectedCompletionDate: '2026-12-03',
    completedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** The dashboard's figures: a balance and empty lists. */
export function dashboardSummary(balanceCents: number): DashboardSummary {
  return { balanceCents, grant: null, pendingWithdrawalsCents: 0, todayTransactionCount: 0, latestCredits: [], latestDebits: [], recent: [] };
}

/** An approved recipient's stored profile (Ada Lovelace) without contact details. */
export function storedProfile(overrides: Partial<StoredProfile> = {}): StoredProfile {
  return {
    id: USER_ID,
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    grantNumber: 'GRANT-0001',
    accountNumber: '0012345678',
    accountStatus: 'approved',
    kycStatus: 'approved',
    mobile: null,
    country: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    grantConflict: false,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The same recipient as the profile route (`Api.me.get`) answers them, with their roles. */
export function recipientProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...storedProfile(), roles: ['recipient'], ...overrides };
}
