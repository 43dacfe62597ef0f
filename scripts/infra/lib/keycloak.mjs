// Keycloak (Quarkus distribution) in start-dev mode with the grant-portal realm and portal theme.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { spawnManaged, stopChild } from './children.mjs';
import { DATA_DIR, REPO_ROOT, ensureDataDir, httpGet, isPortOpen, log, reusedHandle, run, waitFor, withLock } from './util.mjs';

export const KEYCLOAK_VERSION = '26.7.3';
export const REALM = 'grant-portal';
const MAVEN_BASE = 'https://repo.maven.apache.org/maven2/org/keycloak/keycloak-quarkus-dist';
export const CACHE_DIR = path.join(os.homedir(), '.cache', 'grant-portal');
export const REALM_FILE = path.join(REPO_ROOT, 'deploy', 'keycloak', `realm-${REALM}.json`);
export const THEME_DIR = path.join(REPO_ROOT, 'deploy', 'keycloak', 'themes', 'portal');
const MIN_JAVA = 21;

/** @param {string} version */
export const keycloakHome = (version = KEYCLOAK_VERSION) => path.join(DATA_DIR, `keycloak-${version}`);

/**
 * @param {string} file
 * @param {'sha1' | 'sha256'} algo
 */
async function hashFile(file, algo) {
  const h = createHash(algo);
  await pipeline(fs.createReadStream(file), h);
  return h.digest('hex');
}

/**
 * @param {string} url
 * @param {number} [timeoutMs]
 */
async function fetchText(url, timeoutMs = 30_000) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return (await res.text()).trim();
}

/**
 * Makes sure ~/.cache/grant-portal/keycloak-<v>.tar.gz exists and matches the .sha1 published next to
 * it on Maven Central. A verified file gets a .sha1 sidecar so later runs need no network.
 * @param {string} [version]
 * @returns {Promise<string>} path of the tarball
 */
export async function ensureKeycloakTarball(version = KEYCLOAK_VERSION) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const name = `keycloak-${version}.tar.gz`;
  const file = path.join(CACHE_DIR, name);
  const sidecar = `${file}.sha1`;
  const url = `${MAVEN_BASE}/${version}/keycloak-quarkus-dist-${version}.tar.gz`;

  if (fs.existsSync(file)) {
    if (fs.existsSync(sidecar)) return file;
    // Present but never verified by us (e.g. copied in by hand): verify once if the network allows.
    let expected;
    try {
      expected = (await fetchText(`${url}.sha1`)).split(/\s+/)[0].toLowerCase();
    } catch (err) {
      log(`cannot fetch ${url}.sha1 (${/** @type {Error} */ (err).message}); using ${file} unverified`);
      return file;
    }
    const actual = await hashFile(file, 'sha1');
    if (actual === expected) {
      fs.writeFileSync(sidecar, `${expected}\n`);
      return file;
    }
    log(`${file} has sha1 ${actual}, expected ${expected}: downloading again`);
    fs.rmSync(file, { force: true });
  }

  log(`downloading Keycloak ${version} from ${url}`);
  const expected = (await fetchText(`${url}.sha1`)).split(/\s+/)[0].toLowerCase();
  const part = `${file}.part`;
  const started = Date.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(15 * 60_000) });
  if (!res.ok || !res.body) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const total = Number(res.headers.get('content-length') ?? 0);
  let received = 0;
  let lastReport = 0;
  const hash = createHash('sha1');
  const body = Readable.fromWeb(/** @type {any} */ (res.body));
  body.on('data', (chunk) => {
    hash.update(chunk);
    received += chunk.length;
    if (Date.now() - lastReport > 5000) {
      lastReport = Date.now();
      log(`  ${(received / 1e6).toFixed(0)} MB${total ? ` of ${(total / 1e6).toFixed(0)} MB` : ''}`);
    }
  });
  await pipeline(body, fs.createWriteStream(part));
  const actual = hash.digest('hex');
  if (actual !== expected) {
    fs.rmSync(part, { force: true });
    throw new Error(`Keycloak download: sha1 ${actual} does not match the published ${expected}`);
  }
  fs.renameSync(part, file);
  fs.writeFileSync(sidecar, `${expected}\n`);
  log(`downloaded ${(received / 1e6).toFixed(0)} MB in ${((Date.now() - started) / 1000).toFixed(0)} s, sha1 verified`);
  return file;
}

/**
 * Extracts the tarball once into .data/keycloak-<v> (via a temporary folder, so a broken extraction
 * never looks complete).
 * @param {string} version
 */
async function ensureExtracted(version) {
  const home = keycloakHome(version);
  if (fs.existsSync(path.join(home, 'bin', 'kc.sh')) && fs.existsSync(path.join(home, 'lib'))) return home;
  const tarball = await ensureKeycloakTarball(version);
  ensureDataDir();
  const tmp = path.join(DATA_DIR, `.extract-keycloak-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  log(`extracting ${path.basename(tarball)} to ${path.relative(REPO_ROOT, home)}`);
  await run('tar', ['-xzf', tarball, '-C', tmp]);
  const top = fs.readdirSync(tmp).find((d) => d.startsWith('keycloak'));
  if (!top) throw new Error(`unexpected tarball layout in ${tarball}`);
  fs.rmSync(home, { recursive: true, force: true });
  fs.renameSync(path.join(tmp, top), home);
  fs.rmSync(tmp, { recursive: true, force: true });
  return home;
}

/**
 * Reads the major Java version of a JDK folder from its `release` file.
 * @param {string} dir
 * @returns {number | null}
 */
function javaMajor(dir) {
  try {
    const release = fs.readFileSync(path.join(dir, 'release'), 'utf8');
    const m = release.match(/^JAVA_VERSION="(\d+)(?:\.(\d+))?/m);
    if (!m) return null;
    const major = Number(m[1]);
    return major === 1 ? Number(m[2]) : major;
  } catch {
    return null;
  }
}

/**
 * The newest JDK with Java >= 21 under /usr/lib/jvm (or KEYCLOAK_JAVA_HOME when set).
 * @returns {{ home: string, major: number }}
 */
export function findJavaHome() {
  const override = process.env.KEYCLOAK_JAVA_HOME;
  if (override) {
    const major = javaMajor(override);
    if (!fs.existsSync(path.join(override, 'bin', 'java'))) throw new Error(`KEYCLOAK_JAVA_HOME=${override} has no bin/java`);
    return { home: override, major: major ?? 0 };
  }
  const root = '/usr/lib/jvm';
  /** @type {{ home: string, major: number }[]} */
  const found = [];
  const seen = new Set();
  let entries = [];
  try {
    entries = fs.readdirSync(root);
  } catch {}
  for (const e of entries) {
    const dir = path.join(root, e);
    let real;
    try {
      real = fs.realpathSync(dir);
    } catch {
      continue;
    }
    if (seen.has(real) || !fs.existsSync(path.join(real, 'bin', 'java'))) continue;
    seen.add(real);
    const major = javaMajor(real);
    if (major) found.push({ home: dir, major });
  }
  found.sort((a, b) => b.major - a.major);
  const best = found[0];
  if (!best || best.major < MIN_JAVA) {
    throw new Error(
      `Keycloak ${KEYCLOAK_VERSION} needs Java ${MIN_JAVA} or newer, but /usr/lib/jvm has ` +
        (found.length ? found.map((f) => `${path.basename(f.home)} (Java ${f.major})`).join(', ') : 'no JDK') +
        `. Install a JDK >= ${MIN_JAVA} under /usr/lib/jvm (e.g. Temurin 21/25) or set KEYCLOAK_JAVA_HOME.`,
    );
  }
  return best;
}

/** Copies the portal theme and the realm file into the Keycloak installation. */
function installThemeAndRealm(home) {
  if (!fs.existsSync(REALM_FILE)) throw new Error(`realm file missing: ${REALM_FILE}`);
  JSON.parse(fs.readFileSync(REALM_FILE, 'utf8')); // fail early on broken JSON
  const themeTarget = path.join(home, 'themes', 'portal');
  fs.rmSync(themeTarget, { recursive: true, force: true });
  if (fs.existsSync(THEME_DIR)) fs.cpSync(THEME_DIR, themeTarget, { recursive: true });
  const importDir = path.join(home, 'data', 'import');
  fs.mkdirSync(importDir, { recursive: true });
  for (const f of fs.readdirSync(importDir)) if (f.endsWith('.json')) fs.rmSync(path.join(importDir, f));
  fs.copyFileSync(REALM_FILE, path.join(importDir, path.basename(REALM_FILE)));
}

/** sha256 of the realm file, stored next to Keycloak's data dir once an import succeeded. */
const realmHashFile = (home) => path.join(home, 'realm-import.sha256');
const realmHash = () => createHash('sha256').update(fs.readFileSync(REALM_FILE)).digest('hex');

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
async function realmAnswers(port) {
  const r = await httpGet(`http://localhost:${port}/realms/${REALM}/.well-known/openid-configuration`, { timeoutMs: 3000 });
  return !!r && r.status === 200;
}

/**
 * Starts Keycloak in dev mode (H2 in .data/keycloak-<v>/data/h2) with the grant-portal realm, unless
 * the realm already answers on the port.
 * @param {{ port?: number, managementPort?: number, version?: string, timeoutMs?: number, dev?: boolean }} [opts]
 * @returns {Promise<import('../index.mjs').InfraHandle & { realmUrl: string, issuer: string, adminUser: string, adminPassword: string }>}
 */
async function startKeycloakUnlocked({ port = 8180, managementPort = 9000, version = KEYCLOAK_VERSION, timeoutMs = 180_000, dev = true } = {}) {
  const url = `http://localhost:${port}`;
  const info = { realmUrl: `${url}/realms/${REALM}`, issuer: `${url}/realms/${REALM}`, adminUser: 'kcadmin', adminPassword: 'kcadmin' };
  if (await realmAnswers(port)) {
    const home = keycloakHome(version);
    if (fs.existsSync(REALM_FILE) && fs.existsSync(realmHashFile(home)) && fs.readFileSync(realmHashFile(home), 'utf8').trim() !== realmHash()) {
      log(`warning: the running Keycloak was imported from an older ${path.basename(REALM_FILE)}; restart it to re-import`);
    }
    log(`Keycloak already serving realm ${REALM} at ${url}`);
    return { ...reusedHandle('keycloak', url), ...info };
  }
  if (await isPortOpen(port)) {
    throw new Error(`startKeycloak: port ${port} is in use but ${url}/realms/${REALM} does not answer (another server, or a Keycloak without the realm).`);
  }
  if (await isPortOpen(managementPort)) {
    throw new Error(`startKeycloak: management port ${managementPort} is in use; pass another managementPort.`);
  }

  const java = findJavaHome();
  const home = await ensureExtracted(version);
  installThemeAndRealm(home);

  const hash = realmHash();
  const hashFile = realmHashFile(home);
  const oldHash = fs.existsSync(hashFile) ? fs.readFileSync(hashFile, 'utf8').trim() : null;
  const h2 = path.join(home, 'data', 'h2');
  if (oldHash !== hash && fs.existsSync(h2)) {
    log('realm file changed since the last import: wiping Keycloak dev database (data/h2)');
    fs.rmSync(h2, { recursive: true, force: true });
  }
  if (oldHash !== hash) fs.rmSync(hashFile, { force: true });

  const args = [
    'start-dev',
    `--http-port=${port}`,
    `--http-management-port=${managementPort}`,
    `--hostname=${url}`,
    '--import-realm',
    '--health-enabled=true',
    '--metrics-enabled=false',
  ];
  if (dev) args.push('--spi-theme--static-max-age=-1', '--spi-theme--cache-themes=false', '--spi-theme--cache-templates=false');
  const env = {
    ...process.env,
    JAVA_HOME: java.home,
    KC_BOOTSTRAP_ADMIN_USERNAME: info.adminUser,
    KC_BOOTSTRAP_ADMIN_PASSWORD: info.adminPassword,
  };
  // Do not let unrelated KC_* settings from the caller's environment change the dev server.
  for (const k of Object.keys(env)) {
    if (k.startsWith('KC_') && !k.startsWith('KC_BOOTSTRAP_ADMIN_')) delete env[k];
  }
  log(`starting Keycloak ${version} on ${url} (Java ${java.major} from ${java.home}); log: .data/logs/keycloak.log`);
  const started = Date.now();
  const child = spawnManaged({ name: 'keycloak', cmd: path.join(home, 'bin', 'kc.sh'), args, env, cwd: home, truncateLog: true });
  await waitFor(() => realmAnswers(port), { what: 'Keycloak', timeoutMs, child, intervalMs: 1000 });
  fs.writeFileSync(hashFile, `${hash}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`Keycloak ready at ${url} after ${seconds} s (pid ${child.pid})`);
  return {
    name: 'keycloak',
    url,
    startedHere: true,
    pid: child.pid,
    startSeconds: Number(seconds),
    healthUrl: `http://localhost:${managementPort}/health/ready`,
    ...info,
    stop: () => stopChild(child, 15_000),
  };
}

/**
 * startKeycloak under a cross-process lock (see withLock); same options and result.
 * @param {Parameters<typeof startKeycloakUnlocked>[0]} [opts]
 * @returns {ReturnType<typeof startKeycloakUnlocked>}
 */
export function startKeycloak(opts = {}) {
  return withLock(`keycloak-${opts.port ?? 8180}`, () => startKeycloakUnlocked(opts), { timeoutMs: 400_000 });
}
