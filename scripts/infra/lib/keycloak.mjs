// Keycloak (Quarkus distribution) in dev mode with the grant-portal realm and the portal login theme:
// fetched through Maven's own resolver into the machine's tool cache, copied to .data/keycloak-<version>, run by
// the supervisor.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { realmImportEnv } from './realm-settings.mjs';
import { cachedTool } from './tool-cache.mjs';
import { DATA_DIR, LOG_DIR, REPO_ROOT, freePort, log, run } from './util.mjs';

export const KEYCLOAK_VERSION = '26.7.3';
export const REALM = 'grant-portal';
export const REALM_FILE = path.join(REPO_ROOT, 'deploy', 'keycloak', `realm-${REALM}.json`);
const THEME_DIR = path.join(REPO_ROOT, 'deploy', 'keycloak', 'themes', 'portal');
const MIN_JAVA = 21;

/** @param {string} [version] */
export const keycloakHome = (version = KEYCLOAK_VERSION) => path.join(DATA_DIR, `keycloak-${version}`);

/**
 * The Maven command that copies the distribution tarball into dir. Maven resolves it with the
 * machine's settings (mirrors, proxies) and caches it in ~/.m2, so a second fetch needs no network.
 * @param {string} version
 * @param {string} dir
 */
export function mavenCopyCommand(version, dir) {
  return {
    cmd: 'mvn',
    args: ['-q', '-B', 'dependency:copy', `-Dartifact=org.keycloak:keycloak-quarkus-dist:${version}:tar.gz`, `-DoutputDirectory=${dir}`],
  };
}

/**
 * The distribution tarball: KEYCLOAK_DIST_FILE when set (an already downloaded file), otherwise
 * copied by Maven into dir.
 * @param {string} version
 * @param {string} dir
 * @returns {Promise<string>}
 */
export async function fetchKeycloakDistribution(version, dir) {
  const given = process.env.KEYCLOAK_DIST_FILE;
  if (given) {
    if (!fs.existsSync(given)) throw new Error(`KEYCLOAK_DIST_FILE=${given} does not exist`);
    return given;
  }
  const { cmd, args } = mavenCopyCommand(version, dir);
  log(`fetching Keycloak ${version}: ${cmd} ${args.join(' ')}`);
  await run(cmd, args);
  return path.join(dir, `keycloak-quarkus-dist-${version}.tar.gz`);
}

/**
 * The distribution as delivered, extracted once per version into the machine's tool cache (tool-cache.mjs):
 * no checkout fetches or unpacks it again.
 * @param {string} version
 */
function pristineDistribution(version) {
  return cachedTool(`keycloak-dist-${version}`, async (dir) => {
    const tarball = await fetchKeycloakDistribution(version, dir);
    await run('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
    if (path.dirname(tarball) === dir) fs.rmSync(tarball, { force: true }); // Maven's copy, not a KEYCLOAK_DIST_FILE
    if (!fs.existsSync(path.join(dir, 'bin', 'kc.sh'))) throw new Error(`unexpected layout of ${path.basename(tarball)}`);
  });
}

/**
 * The build options of the dev server (`kc.sh start-dev` builds the server for them before its first start,
 * some 20 s of CPU; the other options are read at run time).
 */
const DEV_BUILD_OPTIONS = ['--health-enabled=true', '--metrics-enabled=false'];

/**
 * The distribution already built for the dev server's build options, once per version and options in the tool
 * cache: it is started once with them on free ports (which builds it), stopped as soon as it serves, and its
 * data (the throw-away database) removed. Every checkout then copies a server that starts without building.
 * @param {string} version
 * @param {string} javaHome
 */
function devBuiltDistribution(version, javaHome) {
  const key = createHash('sha256').update(DEV_BUILD_OPTIONS.join('\0')).digest('hex').slice(0, 12);
  return cachedTool(`keycloak-dev-${version}-${key}`, async (dir) => {
    await run('cp', ['-a', `${await pristineDistribution(version)}/.`, dir]);
    fs.rmSync(path.join(dir, '.complete'), { force: true });
    const [httpPort, managementPort] = [await freePort(), await freePort()];
    log(`building Keycloak ${version} for the dev server once (a first start on ports ${httpPort} and ${managementPort})`);
    const args = ['start-dev', ...DEV_BUILD_OPTIONS, `--http-port=${httpPort}`, `--http-management-port=${managementPort}`, '--http-host=127.0.0.1'];
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('KC_')));
    const child = spawn(path.join(dir, 'bin', 'kc.sh'), args, {
      cwd: dir,
      env: { ...env, JAVA_HOME: javaHome },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    try {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Keycloak did not start within 5 minutes:\n${output.slice(-3000)}`)), 300_000);
        const seen = (chunk) => {
          output += chunk;
          if (/ started in [\d.]+s/.test(output)) {
            clearTimeout(timer);
            resolve(undefined);
          }
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`Keycloak exited with ${code} during its first start:\n${output.slice(-3000)}`));
        });
      });
    } finally {
      const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // stopped by the SIGTERM
      }
    }
    fs.rmSync(path.join(dir, 'data'), { recursive: true, force: true });
  });
}

/**
 * Copies the distribution once into `home`, where this checkout's Keycloak writes its build, database and
 * theme (through a temporary folder beside it, so a broken copy never looks complete).
 * `devBuiltWith` (a JAVA_HOME): copy the distribution already built for the dev server (devBuiltDistribution).
 * @param {string} version
 * @param {string} [home]
 * @param {{ devBuiltWith?: string }} [options]
 */
export async function ensureExtracted(version, home = keycloakHome(version), { devBuiltWith } = {}) {
  if (fs.existsSync(path.join(home, 'bin', 'kc.sh'))) return home;
  const pristine = devBuiltWith ? await devBuiltDistribution(version, devBuiltWith) : await pristineDistribution(version);
  fs.mkdirSync(path.dirname(home), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(home), '.keycloak-'));
  try {
    log(`copying Keycloak ${version} to ${path.relative(REPO_ROOT, home)}`);
    await run('cp', ['-a', `${pristine}/.`, work]);
    fs.rmSync(path.join(work, '.complete'), { force: true });
    fs.renameSync(work, home);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return home;
}

/** @param {string} dir @returns {number | null} the major Java version of a JDK folder */
function javaMajor(dir) {
  try {
    const m = fs.readFileSync(path.join(dir, 'release'), 'utf8').match(/^JAVA_VERSION="(\d+)(?:\.(\d+))?/m);
    if (!m) return null;
    return m[1] === '1' ? Number(m[2]) : Number(m[1]);
  } catch {
    return null;
  }
}

/** The newest JDK >= 21 under /usr/lib/jvm, or KEYCLOAK_JAVA_HOME when set. */
export function findJavaHome() {
  const override = process.env.KEYCLOAK_JAVA_HOME;
  if (override) {
    if (!fs.existsSync(path.join(override, 'bin', 'java'))) throw new Error(`KEYCLOAK_JAVA_HOME=${override} has no bin/java`);
    return { home: override, major: javaMajor(override) ?? 0 };
  }
  const root = '/usr/lib/jvm';
  const found = (fs.existsSync(root) ? fs.readdirSync(root) : [])
    .map((e) => path.join(root, e))
    .filter((dir) => fs.existsSync(path.join(dir, 'bin', 'java')))
    .map((home) => ({ home, major: javaMajor(fs.realpathSync(home)) ?? 0 }))
    .sort((a, b) => b.major - a.major);
  if (!found[0] || found[0].major < MIN_JAVA) {
    throw new Error(
      `Keycloak ${KEYCLOAK_VERSION} needs Java ${MIN_JAVA} or newer, but /usr/lib/jvm has ${found.map((f) => `${path.basename(f.home)} (Java ${f.major})`).join(', ') || 'no JDK'}: install one there or set KEYCLOAK_JAVA_HOME.`,
    );
  }
  return found[0];
}

/**
 * Copies the portal theme and the realm file into the installation. When the realm file changed
 * since the last start, the dev database (data/h2) is wiped so that the realm is imported afresh.
 */
function installThemeAndRealm(home) {
  const realm = fs.readFileSync(REALM_FILE);
  JSON.parse(realm.toString('utf8')); // fail early on broken JSON
  const themeTarget = path.join(home, 'themes', 'portal');
  fs.rmSync(themeTarget, { recursive: true, force: true });
  fs.cpSync(THEME_DIR, themeTarget, { recursive: true });
  const importDir = path.join(home, 'data', 'import');
  fs.rmSync(importDir, { recursive: true, force: true });
  fs.mkdirSync(importDir, { recursive: true });
  fs.copyFileSync(REALM_FILE, path.join(importDir, path.basename(REALM_FILE)));
  const hashFile = path.join(home, 'realm-import.sha256');
  const hash = createHash('sha256').update(realm).digest('hex');
  if (fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8').trim() === hash) return;
  log('realm file changed since the last start: wiping the Keycloak dev database (data/h2)');
  fs.rmSync(path.join(home, 'data', 'h2'), { recursive: true, force: true });
  fs.writeFileSync(hashFile, `${hash}\n`);
}

/**
 * The local Keycloak's JVM compiles with the client compiler (C1) only. It starts afresh for every test run and
 * dev start, and serves a few thousand varied requests before it stops: the optimising compiler's warm-up
 * cost more CPU than its faster code saved (measured in a fresh-clone test run: 141 s of Keycloak
 * CPU with both compilers, 65 s with C1). Production runs Keycloak's own image and options.
 */
export const LOCAL_JAVA_OPTIONS = '-XX:TieredStopAtLevel=1';

/**
 * Keycloak in dev mode (H2 in .data/keycloak-<version>/data/h2) with the realm; ready once the realm's
 * discovery document answers. Bootstrap admin kcadmin/kcadmin, health on the management port.
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function keycloakServer({ port = 8180, managementPort = 9000, version = KEYCLOAK_VERSION, clientSecrets = {} } = {}) {
  const home = keycloakHome(version);
  const url = `http://localhost:${port}`;
  return {
    name: 'keycloak',
    command: path.join(home, 'bin', 'kc.sh'),
    args: [
      'start-dev',
      ...DEV_BUILD_OPTIONS,
      `--http-port=${port}`,
      `--http-management-port=${managementPort}`,
      `--hostname=${url}`,
      '--import-realm',
      // Themes and templates cached as in production (start-dev turns caching off): uncached, every sign-in
      // page re-read and re-compiled its templates and messages. A theme change needs a Keycloak restart.
      '--spi-theme--cache-themes=true',
      '--spi-theme--cache-templates=true',
      // Brute-force detection stays on (failures count and lock), but since Keycloak 26 it also refuses a
      // sign-in while another one of the same user is in flight; the test suite's parallel workers sign the
      // demo admins in at the same time. Development only: deployments keep the blocking default.
      '--spi-brute-force-protector--default-brute-force-detector--allow-concurrent-requests=true',
    ],
    cwd: home,
    dropEnv: ['KC_'], // unrelated KC_* settings of the caller must not change the dev server
    ready: [`http-get://localhost:${port}/realms/${REALM}/.well-known/openid-configuration`],
    readyTimeoutMs: 180_000,
    stopTimeoutMs: 15_000,
    logFile: path.join(LOG_DIR, 'keycloak.log'),
    prepare: async () => {
      const java = findJavaHome();
      installThemeAndRealm(await ensureExtracted(version, home, { devBuiltWith: java.home }));
      log(`starting Keycloak ${version} on ${url} with Java ${java.major} (${java.home})`);
      // clientSecrets fill the realm file's ${KEYCLOAK_IDENTITY_SECRET} / ${KEYCLOAK_PASSWORD_VERIFIER_SECRET} at import;
      // the addresses and SMTP placeholders (and the theme's PUBLIC_URL) get the development values, whatever
      // the caller's environment says: this server is shared by both local profiles.
      const realmEnv = realmImportEnv({ PORTAL_PROFILE: 'development' });
      return {
        env: {
          JAVA_HOME: java.home,
          JAVA_OPTS_APPEND: LOCAL_JAVA_OPTIONS,
          KC_BOOTSTRAP_ADMIN_USERNAME: 'kcadmin',
          KC_BOOTSTRAP_ADMIN_PASSWORD: 'kcadmin',
          ...realmEnv,
          ...clientSecrets,
        },
      };
    },
  };
}

/** The confidential clients of the realm and the variables their secrets travel in. */
export const CONFIDENTIAL_CLIENTS = { 'identity-service': 'KEYCLOAK_IDENTITY_SECRET', 'password-verifier': 'KEYCLOAK_PASSWORD_VERIFIER_SECRET' };

/**
 * The confidential clients' secrets as the running Keycloak has them (admin API, bootstrap admin of the
 * local dev server). Keycloak is shared by every checkout on the machine and imports the realm with the
 * secrets of the install that started it, so the apps take the secrets from Keycloak, not from the file.
 * @returns {Promise<Record<string, string>>} e.g. { KEYCLOAK_IDENTITY_SECRET: '…' }
 */
export async function keycloakClientSecrets({ url = 'http://localhost:8180', realm = REALM } = {}) {
  const tokenAnswer = await fetch(`${url}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'kcadmin', password: 'kcadmin' }),
  });
  if (!tokenAnswer.ok) throw new Error(`Keycloak admin sign-in failed (HTTP ${tokenAnswer.status})`);
  const headers = { authorization: `Bearer ${(await tokenAnswer.json()).access_token}` };
  const secrets = {};
  for (const [clientId, variable] of Object.entries(CONFIDENTIAL_CLIENTS)) {
    const clients = await (await fetch(`${url}/admin/realms/${realm}/clients?clientId=${encodeURIComponent(clientId)}`, { headers })).json();
    if (!clients[0]) throw new Error(`client ${clientId} is not in the realm ${realm}`);
    const secret = await fetch(`${url}/admin/realms/${realm}/clients/${clients[0].id}/client-secret`, { headers });
    if (!secret.ok) throw new Error(`reading the secret of ${clientId} failed (HTTP ${secret.status})`);
    secrets[variable] = (await secret.json()).value;
  }
  return secrets;
}
