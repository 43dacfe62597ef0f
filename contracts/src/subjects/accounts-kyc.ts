import { z } from 'zod';
import {
  AccountActivityChangedEventSchema,
  AccountsOverviewSchema,
  BulkUserStatusRequestSchema,
  BulkUserStatusResultSchema,
  EraseUserRequestSchema,
  GrantConflictsSchema,
  PersonNameSchema,
  ProfilePageSchema,
  SearchProfilesRequestSchema,
  SetUserActiveRequestSchema,
  UserErasedEventSchema,
  UserIdsRequestSchema,
} from '../schemas/admin-users.js';
import { AdminAuditPageSchema, AuditExportPageRequestSchema, AuditExportPageSchema, ListAdminAuditRequestSchema } from '../schemas/audit.js';
import {
  FetchKycFileResultSchema,
  GetKycDocumentRequestSchema,
  KycAnalyticsSchema,
  KycBulkRequestSchema,
  KycBulkResultSchema,
  KycDecisionRequestSchema,
  KycDocumentViewSchema,
  KycHistorySchema,
  KycNotesRequestSchema,
  KycOverviewSchema,
  KycRequestViewSchema,
  KycResetRequestSchema,
  KycStatusChangedEventSchema,
  ListKycRequestsSchema,
  SubmitKycRequestSchema,
} from '../schemas/kyc.js';
import { AccountByNumberRequestSchema, AccountByNumberResultSchema } from '../schemas/money-moves.js';
import { PinResetMailRequestSchema } from '../schemas/pin.js';
import { PreferencesSchema, UpdatePreferencesRequestSchema } from '../schemas/preferences.js';
import {
  AccountStatusChangedEventSchema,
  CreateProfileRequestSchema,
  ListProfilesRequestSchema,
  ProfileCreatedEventSchema,
  ProfileSchema,
  SetAccountStatusRequestSchema,
  UpdateProfileRequestSchema,
  UserIdRequestSchema,
} from '../schemas/profile.js';
import { KycFunnelSchema } from '../schemas/charts.js';
import {
  CreateWebhookRequestSchema,
  CreatedWebhookEndpointSchema,
  DeleteWebhookRequestSchema,
  ListWebhookDeliveriesRequestSchema,
  ReplayWebhookDeliveryRequestSchema,
  UpdateWebhookRequestSchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryRequestSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from '../schemas/webhooks.js';
import { Empty, event, rpc } from './contract.js';

/** The request subjects accounts-kyc (profiles, preferences, KYC, the audit log) answers. */
export const AccountsKycRpc = {
  accountsCreateProfile: rpc('accounts.profile.create', CreateProfileRequestSchema, ProfileSchema),
  accountsGetProfile: rpc('accounts.profile.get', UserIdRequestSchema, ProfileSchema),
  accountsListProfiles: rpc('accounts.profile.list', ListProfilesRequestSchema, z.array(ProfileSchema)),
  accountsSetStatus: rpc('accounts.status.set', SetAccountStatusRequestSchema, ProfileSchema),
  accountsUpdateProfile: rpc('accounts.profile.update', UpdateProfileRequestSchema, ProfileSchema),
  accountsDeleteProfile: rpc('accounts.profile.delete', UserIdRequestSchema, z.object({ deleted: z.boolean() })),
  accountsGetPreferences: rpc('accounts.preferences.get', UserIdRequestSchema, PreferencesSchema),
  accountsSetPreferences: rpc('accounts.preferences.set', UpdatePreferencesRequestSchema, PreferencesSchema),
  /** The ledger has a PIN reset link mailed (accounts-kyc knows the address and language); only the ledger may send it. */
  accountsPinResetMail: rpc('accounts.notifications.pin-reset-link', PinResetMailRequestSchema, z.object({ queued: z.literal(true) })),
  kycOverview: rpc('accounts.kyc.overview', UserIdRequestSchema, KycOverviewSchema),
  kycSubmit: rpc('accounts.kyc.submit', SubmitKycRequestSchema, KycDocumentViewSchema),
  kycGetDocument: rpc('accounts.kyc.document.get', GetKycDocumentRequestSchema, KycDocumentViewSchema),
  kycFetchFile: rpc('accounts.kyc.document.fetch', GetKycDocumentRequestSchema, FetchKycFileResultSchema),
  kycDecide: rpc('accounts.kyc.decide', KycDecisionRequestSchema, KycDocumentViewSchema),
  kycSaveNotes: rpc('accounts.kyc.notes', KycNotesRequestSchema, KycDocumentViewSchema),
  kycReset: rpc('accounts.kyc.reset', KycResetRequestSchema, KycOverviewSchema),
  kycListRequests: rpc('accounts.kyc.list', ListKycRequestsSchema, z.array(KycRequestViewSchema)),
  kycBulk: rpc('accounts.kyc.bulk', KycBulkRequestSchema, KycBulkResultSchema),
  kycHistory: rpc('accounts.kyc.history', UserIdRequestSchema, KycHistorySchema),
  kycAnalytics: rpc('accounts.kyc.analytics', Empty, KycAnalyticsSchema),
  accountsSearchProfiles: rpc('accounts.profile.search', SearchProfilesRequestSchema, ProfilePageSchema),
  accountsNames: rpc('accounts.profile.names', UserIdsRequestSchema, z.array(PersonNameSchema)),
  accountsSetActive: rpc('accounts.active.set', SetUserActiveRequestSchema, ProfileSchema),
  accountsBulkStatus: rpc('accounts.status.set-many', BulkUserStatusRequestSchema, BulkUserStatusResultSchema),
  accountsGrantConflicts: rpc('accounts.grant-conflicts', Empty, GrantConflictsSchema),
  accountsErase: rpc('accounts.profile.erase', EraseUserRequestSchema, z.object({ erased: z.literal(true) })),
  accountsOverview: rpc('accounts.stats.overview', Empty, AccountsOverviewSchema),
  accountsKycFunnel: rpc('accounts.charts.kyc-funnel', Empty, KycFunnelSchema),
  auditList: rpc('accounts.audit.list', ListAdminAuditRequestSchema, AdminAuditPageSchema),
  auditExportPage: rpc('accounts.audit.export-page', AuditExportPageRequestSchema, AuditExportPageSchema),
  accountsByAccountNumber: rpc('accounts.profile.by-account-number', AccountByNumberRequestSchema, AccountByNumberResultSchema),
  webhooksList: rpc('accounts.webhooks.list', Empty, z.array(WebhookEndpointSchema)),
  webhooksCreate: rpc('accounts.webhooks.create', CreateWebhookRequestSchema, CreatedWebhookEndpointSchema),
  webhooksUpdate: rpc('accounts.webhooks.update', UpdateWebhookRequestSchema, WebhookEndpointSchema),
  webhooksDelete: rpc('accounts.webhooks.delete', DeleteWebhookRequestSchema, z.object({ deleted: z.literal(true) })),
  webhooksDeliveries: rpc('accounts.webhooks.deliveries', ListWebhookDeliveriesRequestSchema, z.array(WebhookDeliverySchema)),
  webhooksDelivery: rpc('accounts.webhooks.delivery', WebhookDeliveryRequestSchema, WebhookDeliveryDetailSchema),
  webhooksReplay: rpc('accounts.webhooks.replay', ReplayWebhookDeliveryRequestSchema, WebhookDeliverySchema),
} as const;

/** The integration events accounts-kyc publishes. */
export const AccountsKycEvents = {
  profileCreated: event('accounts.profile-created', ProfileCreatedEventSchema),
  accountStatusChanged: event('accounts.status-changed', AccountStatusChangedEventSchema),
  kycSubmitted: event('accounts.kyc-submitted', KycDocumentViewSchema),
  kycStatusChanged: event('accounts.kyc-status-changed', KycStatusChangedEventSchema),
  accountActivityChanged: event('accounts.activity-changed', AccountActivityChangedEventSchema),
  /** A recipient was deleted: every service erases what it holds about them (see admin-users.ts). */
  userErased: event('accounts.user-erased', UserErasedEventSchema),
} as const;
