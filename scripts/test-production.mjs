#!/usr/bin/env node
// `npm run test:production`: the production profile from scratch, then a real first day in Chromium.
// Installs what is missing and builds, starts the production profile with empty databases (the services'
// `_prod` ones and Keycloak's, so every run is the same), stops it and starts it again (a second start
// reuses the install), then runs tests/src/production with Jest: the operator makes the first admin, who
// signs in at https://portal.test/admin/login with a new password and an authenticator, a recipient
// registers, is approved, gets the mail through the STARTTLS + AUTH relay and signs in; the TLS chain, the
// sign-in pages' links and the absent demo admin are checked too. Exit code 0 only when all of it passed.
// Prints the cold and warm start times and the whole run's.
import { spawn } from 'node:child_process';
import { ROOT, build, installDependencies, say } from './lib/platform.mjs';
import { CA_FILE, PRODUCTION, keycloakInternalUrl, startProduction } from './lib/production.mjs';

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const measured = [];
let infra;
let code = 1;

// Ctrl-C or a stop request: stop what was started (the finally below), with the signal's exit code.
for (const [signal, exit] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    say(`${signal}: stopping the production profile`);
    void (infra?.stop() ?? Promise.resolve()).finally(() => process.exit(exit));
  });
}

function runJest() {
  const env = {
    ...process.env,
    PRODUCTION_URL: PRODUCTION.publicUrl,
    PRODUCTION_CA_FILE: CA_FILE,
    PRODUCTION_MAIL_API: `http://127.0.0.1:${PRODUCTION.mailApiPort}`,
    PRODUCTION_KEYCLOAK_URL: keycloakInternalUrl(),
  };
  const args = ['run', '--silent', 'jest', '--', '--ci', '--forceExit', '--selectProjects', 'production', '--runInBand'];
  const child = spawn('npm', args, { cwd: ROOT, env, stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
}

try {
  installDependencies();
  build();
  measured.push(`install + build ${seconds(started)} s`);

  let t = Date.now();
  ({ infra } = await startProduction({ fresh: true }));
  measured.push(`cold start (empty databases) ${seconds(t)} s`);
  say(`production profile ready (cold) after ${seconds(t)} s`);
  await infra.stop();
  infra = undefined;

  t = Date.now();
  ({ infra } = await startProduction());
  measured.push(`warm start ${seconds(t)} s`);
  say(`production profile ready (warm) after ${seconds(t)} s`);

  t = Date.now();
  code = await runJest();
  measured.push(`first-day tests ${seconds(t)} s`);
} catch (error) {
  console.error(`[portal] test:production failed: ${error.stack ?? error.message}`);
  code = 1;
} finally {
  await infra?.stop();
  say(`test:production finished in ${seconds(started)} s with exit code ${code} (${measured.join(', ')})`);
  process.exit(code);
}
