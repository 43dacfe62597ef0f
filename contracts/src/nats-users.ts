// Who may say what on NATS: one user per process, with subject permissions. Only the gateway calls the
// services' request subjects; a service answers its own subjects, calls another service only where its
// code does (SERVICE_CALLS), publishes only its own events and reaches JetStream without being able to
// delete or purge the event stream. The nats-server configuration (scripts/infra for `npm start` and
// `npm test`, deploy/nats/ for compose and Kubernetes) is rendered from this table by renderNatsAuthConfig.
import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX, Rpc, healthSubject, systemStatsSubject, type RpcContract } from './rpc.js';
import { KYC_DOWNLOADS_BUCKET, KYC_UPLOADS_BUCKET } from './kyc.js';
import { SERVICE_NAMES, type ServiceName } from './health.js';

/** The first token of a service's request subjects (and of its events: `events.<prefix>.…`). */
export const SERVICE_SUBJECT_PREFIX: Record<ServiceName, string> = {
  identity: 'identity',
  'accounts-kyc': 'accounts',
  'ledger-withdrawals': 'ledger',
  payments: 'payments',
  support: 'support',
};

type AnyRpc = Pick<RpcContract<never, never>, 'subject'>;

/** Every request one service sends to another today; NATS refuses any other service-to-service call. */
export const SERVICE_CALLS: Record<ServiceName, readonly AnyRpc[]> = {
  identity: [Rpc.accountsCreateProfile, Rpc.accountsDeleteProfile],
  'accounts-kyc': [],
  'ledger-withdrawals': [],
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
];

/** What scripts/seed.mjs sends to put the demo data in place. */
export const SEED_CALLS: readonly AnyRpc[] = [Rpc.accountsCreateProfile, Rpc.ledgerOpenGrant, Rpc.ledgerAdjustBalance, Rpc.ledgerDashboard];

export interface NatsPermissions {
  publish: { allow: string[]; deny?: string[] };
  subscribe: { allow: string[]; deny?: string[] };
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

/** JetStream API and acknowledgements, without deleting or purging the event stream or its consumers. */
const JETSTREAM = {
  allow: ['$JS.API.>', `$JS.ACK.${EVENTS_STREAM}.>`],
  deny: [
    '$JS.API.STREAM.DELETE.>',
    `$JS.API.STREAM.PURGE.${EVENTS_STREAM}`,
    `$JS.API.STREAM.MSG.DELETE.${EVENTS_STREAM}`,
    `$JS.API.CONSUMER.DELETE.${EVENTS_STREAM}.>`,
  ],
};
/** The object-store buckets that carry KYC files between the gateway and accounts-kyc. */
const KYC_HANDOFF = [KYC_UPLOADS_BUCKET, KYC_DOWNLOADS_BUCKET].map((bucket) => `$O.${bucket}.>`);

const subjects = (rpcs: readonly AnyRpc[]) => rpcs.map((r) => r.subject);

function service(name: ServiceName): NatsUser {
  const prefix = SERVICE_SUBJECT_PREFIX[name];
  return {
    user: name,
    passwordEnv: natsPasswordEnv(name),
    permissions: {
      publish: {
        // Its own health subject too: the Kubernetes probe (deploy/k8s/nats-health-probe.mjs) asks it with the service's user.
        allow: [
          ...subjects(SERVICE_CALLS[name]),
          healthSubject(name),
          `${EVENTS_SUBJECT_PREFIX}${prefix}.>`,
          // Admin actions of every service go to one audit log (accounts-kyc keeps it): `events.audit.admin-action`.
          `${EVENTS_SUBJECT_PREFIX}audit.>`,
          ...JETSTREAM.allow,
          ...(name === 'accounts-kyc' ? KYC_HANDOFF : []),
        ],
        deny: JETSTREAM.deny,
      },
      subscribe: { allow: [`${prefix}.>`, healthSubject(name), systemStatsSubject(name), `${natsInboxPrefix(name)}.>`] },
      allowResponses: true,
    },
  };
}

/** Every NATS user of the platform. `tests` is the test suite's own (full rights, test platform only). */
export function natsUsers({ withTestUser = false } = {}): NatsUser[] {
  const services = SERVICE_NAMES.map(service);
  const gateway: NatsUser = {
    user: 'gateway',
    passwordEnv: natsPasswordEnv('gateway'),
    permissions: {
      publish: {
        allow: [
          ...SERVICE_NAMES.flatMap((s) => [`${SERVICE_SUBJECT_PREFIX[s]}.>`, healthSubject(s), systemStatsSubject(s)]),
          ...JETSTREAM.allow,
          ...KYC_HANDOFF,
        ],
        deny: [...subjects(INTERNAL_RPCS), ...JETSTREAM.deny],
      },
      subscribe: { allow: [`${natsInboxPrefix('gateway')}.>`, `${EVENTS_SUBJECT_PREFIX}${SERVICE_SUBJECT_PREFIX['accounts-kyc']}.>`] },
      allowResponses: false,
    },
  };
  const seed: NatsUser = {
    user: 'seed',
    passwordEnv: natsPasswordEnv('seed'),
    permissions: { publish: { allow: subjects(SEED_CALLS) }, subscribe: { allow: [`${natsInboxPrefix('seed')}.>`] }, allowResponses: false },
  };
  const tests: NatsUser = {
    user: 'tests',
    passwordEnv: natsPasswordEnv('tests'),
    permissions: { publish: { allow: ['>'] }, subscribe: { allow: ['>'] }, allowResponses: true },
  };
  return [gateway, ...services, seed, ...(withTestUser ? [tests] : [])];
}

const list = (values: string[]) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;

/**
 * The `authorization` block of nats-server's configuration. Passwords are not in it: each is the
 * environment variable `passwordEnv`, which nats-server reads when it loads the file.
 */
export function renderNatsAuthConfig(users: NatsUser[]): string {
  const lines = ['# Generated from contracts/src/nats-users.ts (renderNatsAuthConfig): do not edit by hand.', 'authorization {', '  users = ['];
  for (const u of users) {
    const p = u.permissions;
    const publish = `{ allow: ${list(p.publish.allow)}${p.publish.deny?.length ? `, deny: ${list(p.publish.deny)}` : ''} }`;
    const subscribe = `{ allow: ${list(p.subscribe.allow)} }`;
    lines.push(`    { user: ${JSON.stringify(u.user)}, password: $${u.passwordEnv}, permissions: {`);
    lines.push(`        publish: ${publish}`);
    lines.push(`        subscribe: ${subscribe}`);
    if (p.allowResponses) lines.push('        allow_responses: true');
    lines.push('    } }');
  }
  lines.push('  ]', '}', '');
  return lines.join('\n');
}
