// Keycloak in production mode for the production profile on one machine: the distribution the dev server
// uses (same version, fetched by Maven), extracted into a home of its own under .data/production, built
// once for PostgreSQL (`kc.sh build`, again only when the build options change) and started with
// `kc.sh start --optimized`. It listens on the loopback address only (HTTP; TLS ends at the proxy, which
// publishes its public paths under /auth), names itself by the public URL (hostname v2), believes the
// proxy's X-Forwarded-* headers, and keeps its data in its own PostgreSQL database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KEYCLOAK_VERSION, REALM, ensureExtracted, findJavaHome } from './keycloak.mjs';
import { LOG_DIR, REPO_ROOT, log, run } from './util.mjs';

const THEME_DIR = path.join(REPO_ROOT, 'deploy', 'keycloak', 'themes', 'portal');

/**
 * Build-time options (baked into the optimized server by `kc.sh build`). One node: the local cache (no
 * cluster discovery on this machine; Kubernetes runs Keycloak clustered).
 * @param {string} relativePath
 */
export function keycloakBuildOptions(relativePath) {
  return ['--db=postgres', '--health-enabled=true', '--metrics-enabled=true', `--http-relative-path=${relativePath}`, '--cache=local'];
}

/**
 * Extracts the distribution into `home` (once) and runs `kc.sh build` when the build options differ from
 * the last build's.
 * @param {{ home: string, version?: string, relativePath: string, javaHome: string }} o
 */
async function ensureBuilt({ home, version = KEYCLOAK_VERSION, relativePath, javaHome }) {
  await ensureExtracted(version, home);
  const options = keycloakBuildOptions(relativePath);
  const marker = path.join(home, 'build-options.sha256');
  const hash = createHash('sha256')
    .update(JSON.stringify([version, ...options]))
    .digest('hex');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === hash) return;
  log(`building Keycloak for production: kc.sh build ${options.join(' ')}`);
  fs.rmSync(marker, { force: true });
  await run(path.join(home, 'bin', 'kc.sh'), ['build', ...options], { cwd: home, env: keycloakEnv({ JAVA_HOME: javaHome }) });
  fs.writeFileSync(marker, `${hash}\n`);
}

/** The caller's environment without KC_* settings (they would change the server) plus `extra`. */
function keycloakEnv(extra) {
  return { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('KC_'))), ...extra };
}

/**
 * @typedef {object} ProductionKeycloakOptions
 * @property {string} home e.g. .data/production/keycloak-26.7.3
 * @property {string} publicUrl e.g. https://portal.test/auth (issuer base; what browsers use)
 * @property {number} port HTTP on 127.0.0.1
 * @property {number} managementPort health and metrics on 127.0.0.1
 * @property {{ url: string, username: string, password: string }} db JDBC URL and the role Keycloak signs in with
 * @property {{ username: string, password: string }} bootstrapAdmin the master realm's first admin (made on the first start only)
 * @property {string} realmFile the realm imported when the realm does not exist yet
 * @property {string} truststoreFile PEM of the CA whose certificates Keycloak trusts for outgoing TLS (the SMTP relay)
 * @property {Record<string, string>} env what the realm file's ${…} placeholders are filled from
 * @property {string} [version]
 */

/**
 * @param {ProductionKeycloakOptions} o
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function productionKeycloakServer(o) {
  const relativePath = new URL(o.publicUrl).pathname.replace(/\/$/, '') || '/';
  const internal = `http://127.0.0.1:${o.port}${relativePath === '/' ? '' : relativePath}`;
  return {
    name: 'keycloak',
    command: path.join(o.home, 'bin', 'kc.sh'),
    args: [
      'start',
      '--optimized',
      '--http-enabled=true',
      '--http-host=127.0.0.1',
      `--http-port=${o.port}`,
      `--http-management-port=${o.managementPort}`,
      `--hostname=${o.publicUrl}`,
      // The services reach Keycloak on the loopback address: back-channel URLs follow the request there,
      // while the issuer and every URL a browser sees stay the public ones.
      '--hostname-backchannel-dynamic=true',
      // The admin console is not published by the proxy: the operator opens it on this machine.
      `--hostname-admin=${internal}`,
      '--proxy-headers=xforwarded',
      // Only the proxy's headers are believed (it connects from the loopback address).
      '--proxy-trusted-addresses=127.0.0.1/32,::1/128',
      `--db-url=${o.db.url}`,
      `--db-username=${o.db.username}`,
      '--import-realm',
      `--truststore-paths=${o.truststoreFile}`,
      '--log=console',
    ],
    cwd: o.home,
    dropEnv: ['KC_'],
    ready: [`http-get://127.0.0.1:${o.port}${relativePath === '/' ? '' : relativePath}/realms/${REALM}/.well-known/openid-configuration`],
    readyTimeoutMs: 240_000,
    stopTimeoutMs: 20_000,
    logFile: path.join(LOG_DIR, 'production', 'keycloak.log'),
    prepare: async () => {
      const java = findJavaHome();
      await ensureBuilt({ home: o.home, version: o.version, relativePath, javaHome: java.home });
      const themeTarget = path.join(o.home, 'themes', 'portal');
      fs.rmSync(themeTarget, { recursive: true, force: true });
      fs.cpSync(THEME_DIR, themeTarget, { recursive: true });
      const importDir = path.join(o.home, 'data', 'import');
      fs.rmSync(importDir, { recursive: true, force: true });
      fs.mkdirSync(importDir, { recursive: true });
      fs.copyFileSync(o.realmFile, path.join(importDir, `realm-${REALM}.json`));
      log(`starting Keycloak ${o.version ?? KEYCLOAK_VERSION} (production mode) on ${internal}, public ${o.publicUrl}`);
      return {
        env: {
          JAVA_HOME: java.home,
          KC_DB_PASSWORD: o.db.password,
          KC_BOOTSTRAP_ADMIN_USERNAME: o.bootstrapAdmin.username,
          KC_BOOTSTRAP_ADMIN_PASSWORD: o.bootstrapAdmin.password,
          ...o.env,
        },
      };
    },
  };
}
