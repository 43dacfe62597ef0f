// Who may say what on NATS: one user per process, with subject permissions. Only the gateway calls the
// services' request subjects; a service answers its own subjects, calls another service only where its
// code does (SERVICE_CALLS), publishes only its own events (and its admin actions on its own audit
// subject) and reaches JetStream only through its own durable consumers (EVENT_CONSUMERS): it can create,
// read and pull from them and acknowledge their messages, but cannot create, change, delete or purge a
// stream. The streams (PORTAL_EVENTS, the KYC and report-attachment handoff buckets) are created once by the setup step
// (`nats-setup`, scripts/nats-setup.mjs). The nats-server configuration (scripts/lib/platform.mjs for
// `npm start` and `npm test`, deploy/k8s/nats/nats-auth.conf for compose and the Kubernetes dev overlay,
// deploy/k8s/nats/nats-auth.production.conf for production) is rendered from this table by renderNatsAuthConfig.
import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX, Events, Rpc, healthSubject, systemStatsSubject, type RpcContract } from './subjects/index.js';
import { KYC_DOWNLOADS_BUCKET, KYC_UPLOADS_BUCKET } from './kyc.js';
import { REPORT_ATTACHMENT_DOWNLOADS_BUCKET, REPORT_ATTACHMENT_UPLOADS_BUCKET } from './report-attachments.js';
import { SERVICE_NAMES, type ServiceName } from './health.js';
import { LEDGER_USERS_CHANGED_SUBJECT } from './read-cache.js';

/** The first token of a service's request subjects (and of its events: `events.<prefix>.…`). */
export const SERVICE_SUBJECT_PREFIX: Record<ServiceName, string> = {
  identity: 'identity',
  'accounts-kyc': 'accounts',
  'ledger-withdrawals': 'ledger',
  payments: 'payments',
  support: 'support',
};

/** The subject a service publishes its admin actions on (`events.audit.<its prefix>.admin-action`); only it may. */
export function adminActionSubject(service: ServiceName): string {
  return `${EVENTS_SUBJECT_PREFIX}audit.${SERVICE_SUBJECT_PREFIX[service]}.admin-action`;
}

/** The subject a service publishes batches of admin actions on (`events.audit.<its prefix>.admin-actions`); only it may. */
export function adminActionBatchSubject(service: ServiceName): string {
  return `${adminActionSubject(service)}s`;
}

/** The service an admin-action (or admin-action batch) subject belongs to (the only one NATS lets publish on it), or undefined. */
export function adminActionSource(subject: string): ServiceName | undefined {
  return SERVICE_NAMES.find((service) => adminActionSubject(service) === subject || adminActionBatchSubject(service) === subject);
}

/**
 * The durable JetStream consumers each service reads the event stream through (EventConsumer's `name`),
 * each with the one event it consumes (its filter subject). Its NATS user may create (with exactly that
 * filter), read, pull from and acknowledge these and no other consumer.
 */
export const EVENT_CONSUMERS: Record<ServiceName, Readonly<Record<string, { readonly subject: string }>>> = {
  identity: {
    'identity-user-erased': Events.userErased,
    'identity-sessions-status-changed': Events.accountStatusChanged,
    'identity-sessions-activity-changed': Events.accountActivityChanged,
  },
  'accounts-kyc': {
    'accounts-audit-admin-actions': Events.adminAction,
    'accounts-audit-admin-action-batches': Events.adminActionBatch,
    'notifications-account-status': Events.accountStatusChanged,
    'notifications-kyc-status': Events.kycStatusChanged,
    'notifications-withdrawal-status': Events.withdrawalStatusChanged,
    'notifications-transfer-status': Events.transferStatusChanged,
    'notifications-project-payment-status': Events.projectPaymentStatusChanged,
    'notifications-ticket-replied': Events.ticketReplied,
    'notifications-ticket-status': Events.ticketStatusChanged,
    'notifications-pin-changed': Events.pinChanged,
    'notifications-password-changed': Events.passwordChanged,
    'notifications-grant-report-decided': Events.grantReportDecided,
    'notifications-grant-tranche-released': Events.grantTrancheReleased,
    'notifications-grant-report-due': Events.grantReportDue,
    'notifications-statement-ready': Events.statementReady,
    'webhooks-withdrawal-status': Events.withdrawalStatusChanged,
    'webhooks-transfer-status': Events.transferStatusChanged,
    'webhooks-project-payment-status': Events.projectPaymentStatusChanged,
    'webhooks-kyc-status': Events.kycStatusChanged,
    'webhooks-grant-tranche-released': Events.grantTrancheReleased,
    'webhooks-grant-report-decided': Events.grantReportDecided,
  },
  'ledger-withdrawals': { 'ledger-user-erased': Events.userErased },
  payments: { 'payments-user-erased': Events.userErased },
  support: { 'support-user-erased': Events.userErased },
};

type AnyRpc = Pick<RpcContract<never, never>, 'subject'>;

/** Every request one service sends to another; NATS refuses any other service-to-service call. */
export const SERVICE_CALLS: Record<ServiceName, readonly AnyRpc[]> = {
  identity: [Rpc.accountsCreateProfile, Rpc.accountsDeleteProfile, Rpc.accountsGetPreferences],
  'accounts-kyc': [],
  'ledger-withdrawals': [Rpc.accountsGetProfile, Rpc.accountsPinResetMail],
  payments: [Rpc.ledgerMoveDebit, Rpc.ledgerMoveSettle, Rpc.ledgerMoveRefund, Rpc.ledgerDashboard, Rpc.pinVerify, Rpc.accountsByAccountNumber],
  support: [],
};

/** Requests only services send to each other: the gateway may not send them (nor can a client through it). */
export const INTERNAL_RPCS: readonly AnyRpc[] = [
  Rpc.ledgerMoveDebit,
  Rpc.ledgerMoveSettle,
  Rpc.ledgerMoveRefund,
  Rpc.ledgerMoveFind,
  Rpc.accountsCreateProfile,
  Rpc.accountsDeleteProfile,
  Rpc.accountsByAccountNumber,
  Rpc.pinVerify,
  Rpc.accountsPinResetMail,
];

/** What scripts/seed.mjs sends to put the demo data in place. */
export const SEED_CALLS: readonly AnyRpc[] = [Rpc.accountsCreateProfile, Rpc.ledgerOpenGrant, Rpc.ledgerAdjustBalance, Rpc.ledgerDashboard];

export interface NatsPermissions {
  publish: { allow?: string[]; deny?: string[] };
  subscribe: { allow?: string[]; deny?: string[] };
  /** May answer the requests it receives (publish to their reply subjects). */
  allowResponses: boolean;
}

export interface NatsUser {
  user: string;
  /** The environment variable holding this user's password (for the server and for the process). */
  passwordEnv: string;
  permissions: NatsPermissions;
}

/** A user's own reply subjects: nobody else may subscribe to them, so nobody reads another process's answers. */
export function natsInboxPrefix(user: string): string {
  return `_INBOX.${user}`;
}

export function natsPasswordEnv(user: string): string {
  return `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;
}

/** The JetStream object-store buckets that carry KYC files between the gateway and accounts-kyc. */
export const KYC_HANDOFF_BUCKETS = [KYC_UPLOADS_BUCKET, KYC_DOWNLOADS_BUCKET] as const;
/** The buckets that carry progress-report attachments between the gateway and ledger-withdrawals. */
export const REPORT_ATTACHMENT_HANDOFF_BUCKETS = [REPORT_ATTACHMENT_UPLOADS_BUCKET, REPORT_ATTACHMENT_DOWNLOADS_BUCKET] as const;
/** Every handoff bucket the setup step creates. */
export const HANDOFF_BUCKETS = [...KYC_HANDOFF_BUCKETS, ...REPORT_ATTACHMENT_HANDOFF_BUCKETS] as const;

/** Account information: every JetStream client asks it once (is JetStream enabled?). */
const JS_ACCOUNT_INFO = '$JS.API.INFO';

/**
 * Reading the event stream through one durable consumer: create it (only with its own filter subject: the
 * server refuses a request whose configuration filters anything else), look at it, pull, acknowledge.
 */
function durableConsumer([name, event]: [string, { subject: string }]): string[] {
  return [
    `$JS.API.CONSUMER.CREATE.${EVENTS_STREAM}.${name}.${event.subject}`,
    `$JS.API.CONSUMER.INFO.${EVENTS_STREAM}.${name}`,
    `$JS.API.CONSUMER.MSG.NEXT.${EVENTS_STREAM}.${name}`,
    `$JS.ACK.${EVENTS_STREAM}.${name}.>`,
  ];
}

/**
 * Putting and taking objects in a handoff bucket (an existing one): its stream's info, stored messages
 * (metadata, direct gets), purging one object's subjects when it is taken, the ordered consumer that
 * reads an object's chunks (with its flow control), and the bucket's own subjects. No stream creation.
 */
function handoffBucket(bucket: string): string[] {
  const stream = `OBJ_${bucket}`;
  return [
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.STREAM.PURGE.${stream}`,
    `$JS.API.DIRECT.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}.>`,
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.>`,
    `$JS.API.CONSUMER.DELETE.${stream}.>`,
    `$JS.FC.${stream}.>`,
    `$O.${bucket}.>`,
  ];
}
const KYC_HANDOFF = [...KYC_HANDOFF_BUCKETS.flatMap(handoffBucket)];
const REPORT_ATTACHMENT_HANDOFF = [...REPORT_ATTACHMENT_HANDOFF_BUCKETS.flatMap(handoffBucket)];

/** The setup step's JetStream rights: create the platform's streams or bring them to their configuration, never delete or purge. */
const STREAM_SETUP = [EVENTS_STREAM, ...HANDOFF_BUCKETS.map((b) => `OBJ_${b}`)].flatMap((stream) => [
  `$JS.API.STREAM.CREATE.${stream}`,
  `$JS.API.STREAM.UPDATE.${stream}`,
  `$JS.API.STREAM.INFO.${stream}`,
]);

const subjects = (rpcs: readonly AnyRpc[]) => rpcs.map((r) => r.subject);

function service(name: ServiceName): NatsUser {
  const prefix = SERVICE_SUBJECT_PREFIX[name];
  return {
    user: name,
    passwordEnv: natsPasswordEnv(name),
    permissions: {
      publish: {
        allow: [
          ...subjects(SERVICE_CALLS[name]),
          healthSubject(name),
          `${EVENTS_SUBJECT_PREFIX}${prefix}.>`,
          // Its admin actions, on its own audit subject (accounts-kyc keeps the one audit log).
          adminActionSubject(name),
          adminActionBatchSubject(name),
          JS_ACCOUNT_INFO,
          ...Object.entries(EVENT_CONSUMERS[name]).flatMap(durableConsumer),
          ...(name === 'accounts-kyc' ? KYC_HANDOFF : []),
          ...(name === 'ledger-withdrawals' ? REPORT_ATTACHMENT_HANDOFF : []),
          // The read cache's change messages (core NATS): only the ledger names whose dashboard changed.
          ...(name === 'ledger-withdrawals' ? [LEDGER_USERS_CHANGED_SUBJECT] : []),
        ],
      },
      subscribe: { allow: [`${prefix}.>`, healthSubject(name), systemStatsSubject(name), `${natsInboxPrefix(name)}.>`] },
      allowResponses: true,
    },
  };
}

/** The user of the setup step that creates the streams (scripts/nats-setup.mjs; a one-shot job in compose and Kubernetes). */
export const NATS_SETUP_USER = 'nats-setup';
/** The user the NATS server's readiness probe signs in with (no publish or subscribe rights). */
export const NATS_PROBE_USER = 'nats-probe';

/**
 * Where the platform runs (`PORTAL_PROFILE`): `development` (`npm start`, compose, the Kubernetes dev
 * overlay: demo data), `test` (`npm test`) or `production`. Not NODE_ENV, which is `production` for every
 * built app, `npm start` and `npm test` included. Unset means production.
 */
export const PORTAL_PROFILES = ['development', 'test', 'production'] as const;
export type PortalProfile = (typeof PORTAL_PROFILES)[number];

/** The profile named by a `PORTAL_PROFILE` value: unset or empty is production, anything else unknown is refused. */
export function portalProfileOf(value: string | undefined): PortalProfile {
  if (value === undefined || value === '') return 'production';
  if ((PORTAL_PROFILES as readonly string[]).includes(value)) return value as PortalProfile;
  throw new Error(`PORTAL_PROFILE must be one of ${PORTAL_PROFILES.join(', ')}, got "${value}"`);
}

/**
 * Whether a profile has demo data: only then do the `seed` user exist and the ledger open a grant that no
 * admin awarded (the seed's; any size, no four-eyes). Production has neither.
 */
export function profileHasDemoData(profile: PortalProfile): boolean {
  return profile !== 'production';
}

/**
 * Every NATS user of the platform in a profile. `seed` (the demo data) exists only in development and test;
 * `tests` is the test suite's own (full rights, test profile only). Production has neither.
 */
export function natsUsers({ profile = 'production' }: { profile?: PortalProfile } = {}): NatsUser[] {
  const services = SERVICE_NAMES.map(service);
  const gateway: NatsUser = {
    user: 'gateway',
    passwordEnv: natsPasswordEnv('gateway'),
    permissions: {
      publish: {
        allow: [
          ...SERVICE_NAMES.flatMap((s) => [`${SERVICE_SUBJECT_PREFIX[s]}.>`, healthSubject(s), systemStatsSubject(s)]),
          JS_ACCOUNT_INFO,
          ...KYC_HANDOFF,
          ...REPORT_ATTACHMENT_HANDOFF,
        ],
        deny: subjects(INTERNAL_RPCS),
      },
      subscribe: {
        allow: [`${natsInboxPrefix('gateway')}.>`, `${EVENTS_SUBJECT_PREFIX}${SERVICE_SUBJECT_PREFIX['accounts-kyc']}.>`, LEDGER_USERS_CHANGED_SUBJECT],
      },
      allowResponses: false,
    },
  };
  const seed: NatsUser = {
    user: 'seed',
    passwordEnv: natsPasswordEnv('seed'),
    permissions: { publish: { allow: subjects(SEED_CALLS) }, subscribe: { allow: [`${natsInboxPrefix('seed')}.>`] }, allowResponses: false },
  };
  const setup: NatsUser = {
    user: NATS_SETUP_USER,
    passwordEnv: natsPasswordEnv(NATS_SETUP_USER),
    permissions: {
      publish: { allow: [JS_ACCOUNT_INFO, ...STREAM_SETUP] },
      subscribe: { allow: [`${natsInboxPrefix(NATS_SETUP_USER)}.>`] },
      allowResponses: false,
    },
  };
  // The NATS server's own readiness probe (compose, the dev StatefulSet) signs in with it and sends a PING: nothing else.
  const probe: NatsUser = {
    user: NATS_PROBE_USER,
    passwordEnv: natsPasswordEnv(NATS_PROBE_USER),
    permissions: { publish: { deny: ['>'] }, subscribe: { deny: ['>'] }, allowResponses: false },
  };
  const tests: NatsUser = {
    user: 'tests',
    passwordEnv: natsPasswordEnv('tests'),
    permissions: { publish: { allow: ['>'] }, subscribe: { allow: ['>'] }, allowResponses: true },
  };
  return [gateway, ...services, ...(profileHasDemoData(profile) ? [seed] : []), setup, probe, ...(profile === 'test' ? [tests] : [])];
}

const list = (values: string[]) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
const rules = (r: { allow?: string[]; deny?: string[] }) =>
  `{ ${[r.allow?.length ? `allow: ${list(r.allow)}` : '', r.deny?.length ? `deny: ${list(r.deny)}` : ''].filter(Boolean).join(', ')} }`;

/**
 * The `authorization` block of nats-server's configuration. Passwords are not in it: each is the
 * environment variable `passwordEnv`, which nats-server reads when it loads the file.
 */
export function renderNatsAuthConfig(users: NatsUser[]): string {
  const lines = ['# Generated from contracts/src/nats-users.ts (renderNatsAuthConfig): do not edit by hand.', 'authorization {', '  users = ['];
  for (const u of users) {
    const p = u.permissions;
    const publish = rules(p.publish);
    const subscribe = rules(p.subscribe);
    lines.push(`    { user: ${JSON.stringify(u.user)}, password: $${u.passwordEnv}, permissions: {`);
    lines.push(`        publish: ${publish}`);
    lines.push(`        subscribe: ${subscribe}`);
    if (p.allowResponses) lines.push('        allow_responses: true');
    lines.push('    } }');
  }
  lines.push('  ]', '}', '');
  return lines.join('\n');
}
