// Redis, NATS and the SMTP mail catcher as a production install runs them, for the production profile on
// one machine: each behind TLS with a certificate of the local CA (scripts/infra/lib/tls.mjs) and with
// credentials, on the loopback address, keeping its data under .data/production.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_DIR, which } from './util.mjs';

/**
 * The Debian packages the production profile needs beyond `npm start`'s (ensureSystemPackages installs
 * them): the TLS proxy, openssl for the install CA, and certutil for a browser's trust store (the test).
 */
export const PRODUCTION_REQUIREMENTS = [
  { name: 'Caddy (TLS proxy)', pkg: 'caddy', present: () => !!which('caddy') },
  { name: 'openssl', pkg: 'openssl', present: () => !!which('openssl') },
  { name: 'certutil (NSS tools)', pkg: 'libnss3-tools', present: () => !!which('certutil') },
];

/** @param {string} name */
function binary(name) {
  const bin = which(name);
  if (!bin) throw new Error(`${name} not found: ensureSystemPackages() installs it`);
  return bin;
}

/**
 * @typedef {{ certFile: string, keyFile: string, caFile: string }} ServerTls
 */

/**
 * redis-server with TLS only (no plain port), a password (the `default` user; clients sign in with
 * AUTH), and persistence: an append-only file and snapshots in `dir`. Ready once TLS connections are
 * accepted (the supervisor probes the port).
 * @param {{ port: number, dir: string, tls: ServerTls, password: string }} o
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function tlsRedisServer(o) {
  const conf = path.join(o.dir, 'redis.conf');
  return {
    name: 'redis',
    command: binary('redis-server'),
    args: [conf],
    ready: [`tcp:127.0.0.1:${o.port}`],
    logFile: path.join(LOG_DIR, 'production', 'redis.log'),
    prepare: async () => {
      fs.mkdirSync(o.dir, { recursive: true, mode: 0o700 });
      // The password sits in a file readable by the owner only, not on the command line (ps shows that).
      const lines = [
        'bind 127.0.0.1',
        'port 0',
        `tls-port ${o.port}`,
        `tls-cert-file ${o.tls.certFile}`,
        `tls-key-file ${o.tls.keyFile}`,
        `tls-ca-cert-file ${o.tls.caFile}`,
        'tls-auth-clients no',
        'tls-protocols "TLSv1.2 TLSv1.3"',
        `requirepass ${o.password}`,
        `dir ${o.dir}`,
        'appendonly yes',
        'appendfsync everysec',
        'save 900 1 300 10 60 10000',
        // BullMQ keeps its jobs here: never evict a key under memory pressure.
        'maxmemory-policy noeviction',
        '',
      ];
      fs.writeFileSync(conf, lines.join('\n'), { mode: 0o600 });
    },
  };
}

/**
 * nats-server with JetStream in `storeDir`, the users and permissions of `configFile` (their passwords
 * from `env`), TLS required on the client port; monitoring (health only) on 127.0.0.1:monitorPort.
 * @param {{ port: number, monitorPort: number, storeDir: string, configFile: string, env: Record<string, string>, tls: ServerTls }} o
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function tlsNatsServer(o) {
  return {
    name: 'nats',
    command: binary('nats-server'),
    args: [
      '-c',
      o.configFile,
      '-js',
      '-sd',
      o.storeDir,
      '-a',
      '127.0.0.1',
      '-p',
      String(o.port),
      '-m',
      String(o.monitorPort),
      '--tls',
      '--tlscert',
      o.tls.certFile,
      '--tlskey',
      o.tls.keyFile,
    ],
    env: o.env,
    ready: [`http-get://127.0.0.1:${o.monitorPort}/healthz?js-enabled-only=true`],
    logFile: path.join(LOG_DIR, 'production', 'nats.log'),
    prepare: async () => {
      fs.mkdirSync(o.storeDir, { recursive: true, mode: 0o700 });
    },
  };
}

/**
 * maildev as the production profile's SMTP server: STARTTLS with a certificate of the local CA, then
 * AUTH (user and password) before any mail is taken; the reading API on 127.0.0.1:httpPort. Every start
 * begins with an empty inbox. See scripts/infra/bin/mail-catcher-starttls.mjs.
 * @param {{ smtpPort: number, httpPort: number, dir: string, tls: ServerTls, user: string, password: string }} o
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function starttlsMailCatcher(o) {
  const launcher = fileURLToPath(new URL('../bin/mail-catcher-starttls.mjs', import.meta.url));
  return {
    name: 'maildev',
    command: process.execPath,
    args: [
      launcher,
      '--smtp',
      String(o.smtpPort),
      '--web',
      String(o.httpPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      o.dir,
      '--incoming-cert',
      o.tls.certFile,
      '--incoming-key',
      o.tls.keyFile,
    ],
    // The SMTP password travels in maildev's environment variables, not on its command line.
    env: { MAILDEV_INCOMING_USER: o.user, MAILDEV_INCOMING_PASS: o.password },
    ready: [`http-get://127.0.0.1:${o.httpPort}/api/healthz`, `tcp:127.0.0.1:${o.smtpPort}`],
    logFile: path.join(LOG_DIR, 'production', 'maildev.log'),
    prepare: async () => {
      fs.rmSync(o.dir, { recursive: true, force: true });
      fs.mkdirSync(o.dir, { recursive: true });
    },
  };
}
