// The deployment files as a platform team would check them (no cluster or container engine needed):
// `docker-compose config` (Debian's docker-compose), `kustomize build` of the dev and prod overlays,
// kubeconform in strict mode against Kubernetes JSON schemas installed offline (kubernetes-validate from
// PyPI), and kube-score with every finding fixed or justified in deploy/k8s/kube-score-justifications.json.
// The tools are installed once under .data/tools (scripts/infra/lib/deploy-check.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, test } from '@jest/globals';
import * as yaml from 'js-yaml';
import { NATS_PROBE_USER, NATS_SETUP_USER, natsPasswordEnv, natsUsers, renderNatsAuthConfig } from '@portal/contracts';
import { checkDeployFiles, ensureDeployTools } from '../infra/lib/deploy-check.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let result;

beforeAll(async () => {
  await ensureDeployTools(); // minutes on a fresh machine (go install, pip), nothing afterwards
  const started = Date.now();
  result = await checkDeployFiles();
  console.log(`# deploy checks took ${((Date.now() - started) / 1000).toFixed(1)} s`); // measured, not asserted: timing is npm run bench's job
  for (const [name, text] of Object.entries(result.output)) console.log(`${name}:\n${text}`);
}, 900_000);

test('every deploy check passes: compose config, both overlays build, validate strictly and have no unjustified kube-score finding', () => {
  assert.deepEqual(result.problems, []);
  assert.ok(result.objects.dev > 60 && result.objects.prod > 50, `objects validated: ${JSON.stringify(result.objects)}`);
});

/** What `docker-compose config` says with an env file made from .env.example where every secret is set except `secret`. */
async function composeErrorWithout(secret) {
  const { execFileSync } = await import('node:child_process');
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const file = path.join(ROOT, '.data', 'tools', `compose-missing-${secret}.env`);
  fs.writeFileSync(file, example.replace(/^([A-Z_]+)=$/gm, '$1=set').replace(new RegExp(`^${secret}=.*$`, 'm'), `${secret}=`));
  // the shell's variables win over the env file: none of the file's may come from this process (the test platform sets some)
  const names = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !names.has(key)));
  try {
    execFileSync('docker-compose', ['--env-file', file, '-f', 'docker-compose.yml', 'config', '--quiet'], { cwd: ROOT, env, stdio: 'pipe' });
    return '';
  } catch (error) {
    return String(error.stderr);
  }
}

test('a missing secret stops docker-compose with a message naming it', async () => {
  assert.match(await composeErrorWithout('KYC_LINK_SECRET'), /KYC_LINK_SECRET/);
});

test('a manifest that breaks the schema is refused: kubeconform strict is really checking', async () => {
  const { execFileSync } = await import('node:child_process');
  const bin = path.join(ROOT, '.data', 'tools', 'bin');
  const schemas = fs.readdirSync(path.join(ROOT, '.data', 'tools', 'schemas')).map((d) => path.join(ROOT, '.data', 'tools', 'schemas', d))[0];
  const bad = path.join(ROOT, '.data', 'tools', 'bad-deployment.yaml');
  const manifests = fs.readFileSync(path.join(ROOT, '.data', 'tools', 'k8s-prod.yaml'), 'utf8');
  const gateway = manifests.split(/^---$/m).find((d) => /^kind: Deployment$/m.test(d) && /^ {2}name: gateway$/m.test(d));
  fs.writeFileSync(bad, gateway.replace('readOnlyRootFilesystem: true', 'readOnlyRootFilesystem: true\n          readOnlyRootFilesytem: true'));
  let out = '';
  try {
    execFileSync(path.join(bin, 'kubeconform'), ['-strict', '-schema-location', `${schemas}/{{.ResourceKind}}{{.KindSuffix}}.json`, bad], { stdio: 'pipe' });
  } catch (error) {
    out = String(error.stdout);
  }
  assert.match(out, /readOnlyRootFilesytem/);
});

// NATS: every app signs in as its own user, from a secret that is never optional; the server runs with the
// users and permissions of contracts/src/nats-users.ts and its probe signs in.
const APPS = ['gateway', 'identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'];
const manifests = (overlay) => yaml.loadAll(fs.readFileSync(path.join(ROOT, '.data', 'tools', `k8s-${overlay}.yaml`), 'utf8')).filter(Boolean);
const find = (docs, kind, name) => docs.find((d) => d.kind === kind && d.metadata.name === name);
const containerOf = (workload) => workload.spec.template.spec.containers[0];

function assertSignsInAs(container, user, where) {
  const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));
  assert.equal(env.NATS_USER?.value, user, `${where}: NATS_USER must be ${user}`);
  const ref = env.NATS_PASSWORD?.valueFrom?.secretKeyRef;
  assert.ok(ref, `${where}: NATS_PASSWORD must come from a Secret`);
  // portal-nats-users (prod: the platform's), or the dev overlay's generated one with its content hash
  assert.match(ref.name, /^portal-nats-users(-[a-z0-9]{10})?$/, where);
  assert.deepEqual({ key: ref.key, optional: ref.optional ?? false }, { key: natsPasswordEnv(user), optional: false }, where);
}

test('Kubernetes: every app, the NATS setup Job and the seed sign in to NATS as their own user, with a password that is not optional', () => {
  for (const overlay of ['dev', 'prod']) {
    const docs = manifests(overlay);
    for (const app of APPS) assertSignsInAs(containerOf(find(docs, 'Deployment', app)), app, `${overlay} Deployment/${app}`);
    assertSignsInAs(containerOf(find(docs, 'Job', 'nats-setup')), NATS_SETUP_USER, `${overlay} Job/nats-setup`);
    assert.deepEqual(containerOf(find(docs, 'Job', 'nats-setup')).args, ['node', 'scripts/nats-setup.mjs']);
  }
  assertSignsInAs(containerOf(find(manifests('dev'), 'Job', 'seed-demo-data')), 'seed', 'dev Job/seed-demo-data');
});

test('Kubernetes dev: the NATS server runs with the generated users, every password from the Secret, and its probe signs in', () => {
  const docs = manifests('dev');
  const nats = find(docs, 'StatefulSet', 'nats');
  const container = containerOf(nats);
  const at = container.args.indexOf('-c');
  assert.ok(at !== -1, 'nats-server must be started with -c <auth config>');
  const mount = container.volumeMounts.find((m) => container.args[at + 1].startsWith(`${m.mountPath}/`));
  assert.ok(mount, `the auth config ${container.args[at + 1]} must be on a mounted volume`);
  const volume = nats.spec.template.spec.volumes.find((v) => v.name === mount.name);
  const configMap = find(docs, 'ConfigMap', volume.configMap.name);
  assert.equal(
    configMap.data[path.basename(container.args[at + 1])],
    renderNatsAuthConfig(natsUsers({ profile: 'development' })),
    'the server must load the users of contracts/src/nats-users.ts',
  );
  const secretName = container.envFrom.find((e) => e.secretRef)?.secretRef.name;
  const secret = find(docs, 'Secret', secretName);
  for (const user of natsUsers({ profile: 'development' }))
    assert.ok(secret.data?.[user.passwordEnv] ?? secret.stringData?.[user.passwordEnv], `Secret ${secretName} lacks ${user.passwordEnv}`);
  const probe = container.readinessProbe.exec?.command.join(' ') ?? '';
  assert.match(probe, new RegExp(`"user":"${NATS_PROBE_USER}"`));
  assert.match(probe, new RegExp(`\\$${natsPasswordEnv(NATS_PROBE_USER)}`));
});

test('compose: every app signs in to NATS as its own user and the server runs with the users, the passwords and an authenticated probe', () => {
  const compose = yaml.load(result.composeConfig);
  for (const [name, user] of [...APPS.map((a) => [a, a]), ['seed', 'seed'], ['nats-setup', NATS_SETUP_USER]]) {
    const env = compose.services[name].environment;
    assert.equal(env.NATS_USER, user, `${name}: NATS_USER`);
    assert.equal(env.NATS_PASSWORD, 'check-only', `${name}: NATS_PASSWORD must come from .env (${natsPasswordEnv(user)})`);
  }
  const nats = compose.services.nats;
  const at = nats.command.indexOf('-c');
  assert.ok(at !== -1, 'nats-server must be started with -c <auth config>');
  const mount = nats.volumes.find((v) => (typeof v === 'string' ? v.split(':')[1] : v.target) === nats.command[at + 1]);
  const source = typeof mount === 'string' ? mount.split(':')[0] : mount.source;
  assert.equal(fs.readFileSync(path.resolve(ROOT, source), 'utf8'), renderNatsAuthConfig(natsUsers({ profile: 'development' })));
  for (const user of natsUsers({ profile: 'development' })) assert.equal(nats.environment[user.passwordEnv], 'check-only', `nats lacks ${user.passwordEnv}`);
  assert.match(nats.healthcheck.test.join(' '), new RegExp(`"user":"${NATS_PROBE_USER}".*\\$${natsPasswordEnv(NATS_PROBE_USER)}`, 's'));
});

test('a missing NATS password stops docker-compose with a message naming it', async () => {
  assert.match(await composeErrorWithout('NATS_PASSWORD_PAYMENTS'), /NATS_PASSWORD_PAYMENTS/);
});

// The seed user can open grants of any size with no admin and no four-eyes: demo data only, never production.
test('production has no seed: no seed Job or NATS user, PORTAL_PROFILE production; compose and dev are development', () => {
  const prod = manifests('prod');
  assert.equal(find(prod, 'ConfigMap', 'portal-config').data.PORTAL_PROFILE, 'production');
  const text = fs.readFileSync(path.join(ROOT, '.data', 'tools', 'k8s-prod.yaml'), 'utf8');
  assert.doesNotMatch(text, /scripts\/seed\.mjs|NATS_PASSWORD_SEED|value: seed$/m, 'the prod overlay must not run or sign in as the seed');
  const production = fs.readFileSync(path.join(ROOT, 'deploy', 'k8s', 'nats', 'nats-auth.production.conf'), 'utf8');
  assert.equal(production, renderNatsAuthConfig(natsUsers({ profile: 'production' })));
  assert.doesNotMatch(production, /user: "seed"/);
  assert.equal(find(manifests('dev'), 'ConfigMap', 'portal-config').data.PORTAL_PROFILE, 'development');
  const compose = yaml.load(result.composeConfig);
  for (const name of [...APPS, 'seed']) assert.equal(compose.services[name].environment.PORTAL_PROFILE, 'development', `compose ${name}: PORTAL_PROFILE`);
});
