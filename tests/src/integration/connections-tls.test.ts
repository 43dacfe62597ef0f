// Production connections against real servers with TLS from a CA made here (openssl): mail goes to an
// SMTP server that requires STARTTLS and AUTH through service-kit's MailQueue (its BullMQ queue on the
// test platform's Redis), Redis and NATS are reached over TLS with a password. The certificate names
// `*.portal.internal` only (no address): dialling 127.0.0.1 works through the *_TLS_SERVERNAME variables,
// and is refused without them. A wrong password, a relay without STARTTLS, a server without TLS are
// refused: nothing is sent in clear. Every server here is this file's own, on free ephemeral ports.
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '@nats-io/transport-node';
import { MailQueue, createRedis, natsAuth, natsTransportOptions, redisOptionsFromEnv, smtpOptionsFromEnv, type OutgoingMail } from '@portal/service-kit';
import '../support/nest-logs.js';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { waitFor } from '../support/wait.js';
import { freePort } from '../support/ports.js';

const dir = mkdtempSync(path.join(tmpdir(), 'connections-tls-'));
const file = (name: string) => path.join(dir, name);
const SERVER_NAMES = ['mail.portal.internal', 'redis.portal.internal', 'nats.portal.internal'];

/** A CA and one server certificate it signed, for the names above only. */
function makeCertificates(): void {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Portal Test CA', '-keyout', 'ca.key', '-out', 'ca.pem');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=mail.portal.internal', '-keyout', 'server.key', '-out', 'server.csr');
  writeFileSync(file('server.ext'), `subjectAltName=${SERVER_NAMES.map((n) => `DNS:${n}`).join(',')}\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    'server.ext',
    '-out',
    'server.pem',
  );
}

interface Received {
  from: string;
  secure: boolean;
  user: string | undefined;
  body: string;
}

/** An SMTP server on a free port that keeps what it receives and the AUTH attempts it saw. */
async function smtpServer(options: SMTPServerOptions): Promise<{ port: number; received: Received[]; authAttempts: number; close(): Promise<void> }> {
  const state = { received: [] as Received[], authAttempts: 0 };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: [],
    onAuth(auth, _session, callback) {
      state.authAttempts += 1;
      if (auth.username === 'portal-mailer' && auth.password === 'the-relay-password') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          secure: session.secure,
          user: session.user as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    port,
    get received() {
      return state.received;
    },
    get authAttempts() {
      return state.authAttempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mailer's settings as a production install has them (STARTTLS required, AUTH), on this file's relay. */
function productionMailEnv(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PORTAL_PROFILE: 'production',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_USER: 'portal-mailer',
    SMTP_PASSWORD: 'the-relay-password',
    SMTP_TLS_CA_FILE: file('ca.pem'),
    SMTP_TLS_SERVERNAME: 'mail.portal.internal',
    ...extra,
  };
}

/**
 * Sends one mail through a MailQueue (one attempt) with the given SMTP environment and waits until the
 * relay has it or the attempt failed; the queue lives on the test platform's Redis.
 */
async function sendThroughQueue(env: NodeJS.ProcessEnv): Promise<{ error: Error | undefined; mail: OutgoingMail }> {
  let error: Error | undefined;
  let delivered = false;
  const queue = new MailQueue<OutgoingMail>({
    queue: `tls-mail-${randomUUID()}`,
    settings: { redis: redisOptionsFromEnv(), smtp: smtpOptionsFromEnv(env), from: 'Portal <noreply@portal.test>', attempts: 1, retryDelayMs: 100 },
    delivered: async () => {
      delivered = true;
    },
    failed: async (_data, e) => {
      error = e;
    },
  });
  const mail = { to: `tls-${randomUUID()}@portal.test`, subject: 'Over TLS', text: 'Sent over STARTTLS', html: '<p>Sent over STARTTLS</p>' };
  queue.start();
  try {
    await queue.send(mail);
    await waitFor(() => delivered || error, { timeoutMs: 20_000, what: 'the mail to be delivered or refused' });
  } finally {
    await queue.stop();
  }
  return { error, mail };
}

let key: Buffer;
let cert: Buffer;
const children: ChildProcess[] = [];

beforeAll(() => {
  makeCertificates();
  key = readFileSync(file('server.key'));
  cert = readFileSync(file('server.pem'));
});

afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }),
  );
  rmSync(dir, { recursive: true, force: true });
});

test('a mail goes to a relay that requires STARTTLS and AUTH: upgraded to TLS, signed in, the certificate checked for SMTP_TLS_SERVERNAME', async () => {
  const relay = await smtpServer({ key, cert, authOptional: false });
  try {
    const { error, mail } = await sendThroughQueue(productionMailEnv(relay.port));
    assert.equal(error, undefined);
    assert.equal(relay.received.length, 1);
    const [got] = relay.received;
    assert.equal(got!.secure, true, 'the mail travelled over TLS');
    assert.equal(got!.user, 'portal-mailer');
    assert.match(got!.body, new RegExp(`To: ${mail.to}`));
    assert.match(got!.body, /Sent over STARTTLS/);
  } finally {
    await relay.close();
  }
});

test('a wrong relay password, a certificate that does not name the relay or a CA not trusted: the mail is not delivered', async () => {
  const relay = await smtpServer({ key, cert, authOptional: false });
  try {
    const wrongPassword = await sendThroughQueue(productionMailEnv(relay.port, { SMTP_PASSWORD: 'not-the-password' }));
    assert.match(String(wrongPassword.error?.message), /Invalid username or password/);
    // Without SMTP_TLS_SERVERNAME the certificate must name 127.0.0.1, which it does not.
    const { SMTP_TLS_SERVERNAME: _name, ...withoutName } = productionMailEnv(relay.port);
    const wrongName = await sendThroughQueue(withoutName);
    assert.match(String(wrongName.error?.message), /IP: 127\.0\.0\.1 is not in the cert's list|altnames/i);
    const { SMTP_TLS_CA_FILE: _ca, ...systemCas } = productionMailEnv(relay.port);
    const untrusted = await sendThroughQueue(systemCas);
    assert.match(String(untrusted.error?.message), /self[- ]signed|unable to (get|verify)/i);
    assert.equal(relay.received.length, 0);
    assert.equal(relay.authAttempts, 1, 'only the wrong password reached AUTH (after TLS): no credentials went to an unverified server');
  } finally {
    await relay.close();
  }
});

test('a relay that offers no STARTTLS is refused before AUTH: the password and the mail are not sent in clear', async () => {
  // This relay knows no STARTTLS, and would even accept AUTH and mail in clear.
  const clear = await smtpServer({ disabledCommands: ['STARTTLS'], hideSTARTTLS: true, allowInsecureAuth: true, authOptional: true });
  try {
    const { error } = await sendThroughQueue(productionMailEnv(clear.port));
    assert.match(String(error?.message), /STARTTLS/i);
    assert.equal(clear.authAttempts, 0);
    assert.equal(clear.received.length, 0);
  } finally {
    await clear.close();
  }
});

test('Redis over TLS with a password: signed in through the CA and REDIS_TLS_SERVERNAME; a wrong name or password is refused', async () => {
  const port = await freePort();
  const redis = spawn(
    'redis-server',
    [
      ...['--port', '0', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--tls-port', String(port), '--tls-cert-file', file('server.pem'), '--tls-key-file', file('server.key')],
      ...['--tls-ca-cert-file', file('ca.pem'), '--tls-auth-clients', 'no', '--requirepass', 'the-redis-password'],
    ],
    { stdio: 'ignore' },
  );
  children.push(redis);
  const env = {
    PORTAL_PROFILE: 'production',
    REDIS_URL: `rediss://127.0.0.1:${port}/3`,
    REDIS_PASSWORD: 'the-redis-password',
    REDIS_TLS_CA_FILE: file('ca.pem'),
    REDIS_TLS_SERVERNAME: 'redis.portal.internal',
  };
  const client = createRedis({ maxRetriesPerRequest: 0, retryStrategy: () => 200 }, env);
  try {
    assert.equal(await waitFor(() => client.ping(), { timeoutMs: 15_000, what: 'Redis over TLS' }), 'PONG');
    await client.set('tls-check', 'yes');
    assert.equal(await client.get('tls-check'), 'yes');
  } finally {
    client.disconnect();
  }
  const refused = async (overrides: Record<string, string | undefined>, expected: RegExp) => {
    const other = createRedis({ maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true }, { ...env, ...overrides });
    const errors: string[] = [];
    other.on('error', (error: Error) => errors.push(error.message));
    try {
      await assert.rejects(other.connect().then(() => other.ping()));
      assert.ok(
        errors.some((m) => expected.test(m)),
        `expected an error like ${expected}, got ${JSON.stringify(errors)}`,
      );
    } finally {
      other.disconnect();
    }
  };
  await refused({ REDIS_PASSWORD: 'not-the-password' }, /WRONGPASS|invalid username-password/i);
  await refused({ REDIS_TLS_SERVERNAME: undefined }, /IP: 127\.0\.0\.1 is not in the cert's list|altnames/i);
});

test('NATS over TLS: connected through the CA and NATS_TLS_SERVERNAME; a tls:// URL refuses a server without TLS', async () => {
  const [tlsPort, plainPort] = [await freePort(), await freePort()];
  const common = ['-a', '127.0.0.1', '--user', 'portal-test', '--pass', 'the-nats-password'];
  const secure = spawn('nats-server', [...common, '-p', String(tlsPort), '--tls', '--tlscert', file('server.pem'), '--tlskey', file('server.key')], {
    stdio: 'ignore',
  });
  const plain = spawn('nats-server', [...common, '-p', String(plainPort)], { stdio: 'ignore' });
  children.push(secure, plain);
  const env = {
    PORTAL_PROFILE: 'production',
    NATS_URL: `tls://127.0.0.1:${tlsPort}`,
    NATS_TLS_CA_FILE: file('ca.pem'),
    NATS_TLS_SERVERNAME: 'nats.portal.internal',
    NATS_USER: 'portal-test',
    NATS_PASSWORD: 'the-nats-password',
  };
  const options = (e: NodeJS.ProcessEnv) => ({ ...natsTransportOptions(undefined, e), ...natsAuth(e), reconnect: false, timeout: 3000 });
  const nc = await waitFor(() => connect(options(env)), { timeoutMs: 15_000, what: 'NATS over TLS' });
  try {
    assert.ok((await nc.rtt()) >= 0);
  } finally {
    await nc.close();
  }
  const { NATS_TLS_SERVERNAME: _name, ...withoutName } = env;
  await assert.rejects(connect(options(withoutName)), /IP: 127\.0\.0\.1 is not in the cert's list|altnames/i);
  await waitFor(
    async () =>
      (await connect({ servers: `127.0.0.1:${plainPort}`, user: 'portal-test', pass: 'the-nats-password', reconnect: false })).close().then(() => true),
    {
      timeoutMs: 15_000,
      what: 'the plain NATS server (it serves, and the TLS client still refused it)',
    },
  );
  await assert.rejects(connect(options({ ...env, NATS_URL: `tls://127.0.0.1:${plainPort}` })), /does not support 'tls'/);
});

test('in production a service or the gateway with a plain URL, no password or mail without TLS does not start, naming the variable', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const production = {
    PORTAL_PROFILE: 'production',
    NODE_ENV: 'production',
    NATS_URL: 'tls://nats.portal.internal:4222',
    REDIS_URL: 'rediss://redis.portal.internal:6380/0',
    REDIS_PASSWORD: 'r',
    SMTP_HOST: 'mail.portal.internal',
    SMTP_USER: 'portal-mailer',
    SMTP_PASSWORD: 'p',
    KYC_LINK_SECRET: 'a-link-key-of-this-install',
    PGPASSWORD: 'db',
  };
  const start = (dir: string, user: string, env: Record<string, string | undefined>) => {
    const r = spawnSync(process.execPath, ['dist/main.js'], {
      cwd: path.join(root, dir),
      env: { PATH: process.env.PATH, ...production, NATS_USER: user, NATS_PASSWORD: 'n', ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { code: r.status, output: `${r.stdout}${r.stderr}` };
  };
  const cases: [string, string, Record<string, string | undefined>, RegExp][] = [
    [
      'services/payments',
      'payments',
      { NATS_URL: 'nats://nats:4222' },
      /NATS_URL is nats:\/\/nats:4222: with PORTAL_PROFILE=production NATS is reached over TLS only/,
    ],
    ['services/ledger-withdrawals', 'ledger-withdrawals', { REDIS_URL: 'redis://redis:6379/0' }, /REDIS_URL is redis:\/\/redis:6379: .*TLS only/],
    ['services/ledger-withdrawals', 'ledger-withdrawals', { REDIS_PASSWORD: undefined }, /REDIS_PASSWORD is not set/],
    ['services/identity', 'identity', { SMTP_TLS: 'none' }, /SMTP_TLS is none: with PORTAL_PROFILE=production mail leaves over TLS only/],
    ['services/accounts-kyc', 'accounts-kyc', { SMTP_PASSWORD: undefined }, /SMTP_PASSWORD is not set/],
    ['gateway', 'gateway', { REDIS_URL: 'redis://redis:6379/0' }, /REDIS_URL is redis:\/\/redis:6379: .*TLS only/],
    ['gateway', 'gateway', { NATS_URL: undefined }, /NATS_URL is nats:\/\/127\.0\.0\.1:4222: .*TLS only/],
  ];
  for (const [dir, user, env, message] of cases) {
    const { code, output } = start(dir, user, env);
    assert.notEqual(code, 0, `${dir} with ${JSON.stringify(env)} started`);
    assert.match(output, message, `${dir} with ${JSON.stringify(env)}`);
  }
});
