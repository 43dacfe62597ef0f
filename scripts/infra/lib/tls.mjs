// A certificate authority made on this machine for the production profile, and the server certificates
// it signs (the TLS proxy of https://portal.test, NATS, Redis, the SMTP relay). Made with openssl, once
// per install, under .data/production/tls (never committed): a fresh clone gets a CA of its own, whose
// private key never leaves that folder. A server certificate is issued again when it is missing, names
// other hosts than asked, or expires within 30 days.
import fs from 'node:fs';
import path from 'node:path';
import { log, run } from './util.mjs';

const CA_DAYS = '3650';
/** Browsers refuse server certificates valid for longer than 398 days. */
const LEAF_DAYS = '397';
const RENEW_BEFORE_S = String(30 * 24 * 3600);

/**
 * @typedef {object} LocalCa
 * @property {string} dir
 * @property {string} certFile PEM of the CA certificate (what clients trust)
 * @property {string} keyFile
 */

/** `openssl req` arguments for a new, unencrypted ECDSA P-256 key written to `keyFile`. */
const newP256Key = (keyFile) => ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', keyFile];

/**
 * The install's CA (made when missing): an ECDSA P-256 key and a self-signed CA certificate allowed to sign
 * server certificates only (pathlen 0).
 * @param {string} dir
 * @returns {Promise<LocalCa>}
 */
export async function ensureLocalCa(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ca = { dir, certFile: path.join(dir, 'ca.crt'), keyFile: path.join(dir, 'ca.key') };
  if (fs.existsSync(ca.certFile) && fs.existsSync(ca.keyFile)) return ca;
  const stamp = new Date().toISOString().slice(0, 10);
  log(`making a local certificate authority in ${dir}`);
  await run('openssl', [
    'req',
    '-x509',
    ...newP256Key(ca.keyFile),
    '-out',
    ca.certFile,
    '-days',
    CA_DAYS,
    '-subj',
    `/O=Grant Portal/CN=Grant Portal local CA ${stamp}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE,pathlen:0',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  fs.chmodSync(ca.keyFile, 0o600);
  return ca;
}

/**
 * A server certificate for `names` (the first is its common name; DNS names and IP addresses), signed by
 * the CA; reused while it is valid for 30 more days and names the same hosts.
 * @param {LocalCa} ca
 * @param {string} name file name stem, e.g. `proxy`
 * @param {string[]} names
 * @returns {Promise<{ certFile: string, keyFile: string, chainFile: string }>}
 */
export async function ensureServerCertificate(ca, name, names) {
  const certFile = path.join(ca.dir, `${name}.crt`);
  const keyFile = path.join(ca.dir, `${name}.key`);
  const chainFile = path.join(ca.dir, `${name}.chain.crt`);
  const san = names.map((n) => (/^[\d.]+$/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(',');
  const sanFile = path.join(ca.dir, `${name}.san`);
  const current =
    fs.existsSync(certFile) &&
    fs.existsSync(keyFile) &&
    fs.existsSync(chainFile) &&
    fs.existsSync(sanFile) &&
    fs.readFileSync(sanFile, 'utf8') === san &&
    (await run('openssl', ['x509', '-in', certFile, '-noout', '-checkend', RENEW_BEFORE_S], { allowFail: true })).code === 0 &&
    (await run('openssl', ['verify', '-CAfile', ca.certFile, certFile], { allowFail: true })).code === 0;
  if (current) return { certFile, keyFile, chainFile };
  log(`issuing a certificate for ${names.join(', ')}`);
  const csr = path.join(ca.dir, `${name}.csr`);
  const ext = path.join(ca.dir, `${name}.ext`);
  fs.writeFileSync(
    ext,
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=${san}`,
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
      '',
    ].join('\n'),
  );
  try {
    await run('openssl', ['req', '-new', ...newP256Key(keyFile), '-out', csr, '-subj', `/CN=${names[0]}`]);
    fs.chmodSync(keyFile, 0o600);
    await run('openssl', [
      'x509',
      '-req',
      '-in',
      csr,
      '-CA',
      ca.certFile,
      '-CAkey',
      ca.keyFile,
      '-CAcreateserial',
      '-days',
      LEAF_DAYS,
      '-sha256',
      '-extfile',
      ext,
      '-out',
      certFile,
    ]);
  } finally {
    fs.rmSync(csr, { force: true });
    fs.rmSync(ext, { force: true });
  }
  fs.writeFileSync(chainFile, fs.readFileSync(certFile, 'utf8') + fs.readFileSync(ca.certFile, 'utf8'));
  fs.writeFileSync(sanFile, san);
  return { certFile, keyFile, chainFile };
}

/**
 * The SHA-256 fingerprint of a certificate (colon-separated hex, as openssl prints it), e.g. to compare
 * with what a browser was served.
 * @param {string} certFile
 */
export async function certificateFingerprint(certFile) {
  const { stdout } = await run('openssl', ['x509', '-in', certFile, '-noout', '-fingerprint', '-sha256']);
  return stdout.trim().split('=').pop() ?? '';
}
