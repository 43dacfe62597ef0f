import { z } from 'zod';
import { KycRequiredMessages } from '../../kyc.js';
import { DashboardSummarySchema, ListTransactionsQuerySchema, TransactionFiltersSchema, TransactionPageSchema } from '../../schemas/ledger.js';
import { ChangePasswordBodySchema } from '../../schemas/password-reset.js';
import { PreferencesSchema, UpdatePreferencesBodySchema } from '../../schemas/preferences.js';
import { MeSchema, ProfileSchema, UpdateProfileBodySchema } from '../../schemas/profile.js';
import { route } from '../route.js';

/** The signed-in caller's profile, password, preferences, dashboard and transactions. */
export const MeRoutes = {
  get: route({
    method: 'GET',
    path: '/api/me',
    tag: 'recipient',
    access: 'signedIn',
    response: MeSchema,
    summary: "The caller's profile and roles (recipients whose account is not approved get ACCOUNT_STATUS_BLOCKED)",
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/api/me/profile',
    tag: 'recipient',
    access: 'recipient',
    body: UpdateProfileBodySchema,
    response: ProfileSchema,
    errors: [400],
    summary: 'Save the contact details (mobile, address, city, state, ZIP code, country); every change is audited',
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/me/password',
    tag: 'recipient',
    access: 'signedIn',
    body: ChangePasswordBodySchema,
    response: z.object({ changed: z.literal(true) }),
    errors: [400],
    summary:
      "Change the password: the current one is checked by Keycloak (failures count toward its lock-out), the realm's policy applies, every other session ends",
  }),
  preferences: route({
    method: 'GET',
    path: '/api/me/preferences',
    tag: 'recipient',
    access: 'recipient',
    response: PreferencesSchema,
    summary: "The caller's language, display currency, time zone and e-mail choices (defaults until saved)",
  }),
  updatePreferences: route({
    method: 'PUT',
    path: '/api/me/preferences',
    tag: 'recipient',
    access: 'recipient',
    body: UpdatePreferencesBodySchema,
    response: PreferencesSchema,
    errors: [400],
    summary: 'Save the language, display currency, time zone and e-mail choices',
  }),
  dashboard: route({
    method: 'GET',
    path: '/api/dashboard',
    tag: 'recipient',
    access: 'recipient',
    response: DashboardSummarySchema,
    summary: "The recipient's dashboard figures from the ledger",
  }),
  transactions: route({
    method: 'GET',
    path: '/api/transactions',
    tag: 'recipient',
    access: 'recipient',
    kycRequired: KycRequiredMessages.transactions,
    query: ListTransactionsQuerySchema,
    response: TransactionPageSchema,
    errors: [400],
    summary:
      "A page of the recipient's transactions, newest first (needs an approved KYC); `nextCursor` as `cursor` gives the next page with the same filters, null at the end",
  }),
  transactionsCsv: route({
    method: 'GET',
    path: '/api/transactions/export.csv',
    tag: 'recipient',
    access: 'recipient',
    kycRequired: KycRequiredMessages.transactions,
    query: TransactionFiltersSchema,
    response: { raw: 'text/csv' },
    errors: [400],
    summary: 'Every transaction matching the filters as CSV (same filters as GET /api/transactions; streamed, never cut at a row count)',
  }),
} as const;
