// The deployment files as a platform team would check them (no cluster or container engine needed):
// compose v2's own loader (`docker compose config`), `kustomize build` of the dev and prod overlays (prod
// with a filled parameter file),
// kubeconform in strict mode against Kubernetes JSON schemas installed offline (kubernetes-validate from
// PyPI), and kube-score with every finding fixed or justified in deploy/k8s/kube-score-justifications.json.
// The tools are installed once per version into the machine's tool cache (scripts/infra/lib/deploy-check.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, test } from '@jest/globals';
import * as yaml from 'js-yaml';
import { NATS_PROBE_USER, NATS_SETUP_USER, natsPasswordEnv, natsUsers, renderNatsAuthConfig } from '@portal/contracts';
import { checkDeployFiles, ensureDeployTools } from '../infra/lib/deploy-check.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let result;
/** Where the pinned tools are (ensureDeployTools). */
let tools;

beforeAll(async () => {
  tools = await ensureDeployTools(); // minutes on a fresh machine (go install, pip), nothing afterwards
  const started = Date.now();
  result = await checkDeployFiles();
  console.log(`# deploy checks took ${((Date.now() - started) / 1000).toFixed(1)} s`); // measured, not asserted: timing is npm run bench's job
  for (const [name, text] of Object.entries(result.output)) console.log(`${name}:\n${text}`);
}, 900_000);

test('every deploy check passes: compose config, both overlays build, validate strictly (HTTPRoutes too) and have no unjustified kube-score finding', () => {
  assert.deepEqual(result.problems, []);
  assert.ok(result.objects.dev > 60 && result.objects.prod > 50, `objects validated: ${JSON.stringify(result.objects)}`);
});

/** What compose v2's loader says with an env file made from .env.example where every secret is set except `secret`. */
async function composeErrorWithout(secret) {
  const { execFileSync } = await import('node:child_process');
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const file = path.join(ROOT, '.data', 'tools', `compose-missing-${secret}.env`);
  fs.writeFileSync(file, example.replace(/^([A-Z_]+)=$/gm, '$1=set').replace(new RegExp(`^${secret}=.*$`, 'm'), `${secret}=`));
  // the shell's variables win over the env file: none of the file's may come from this process (the test platform sets some)
  const names = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !names.has(key)));
  try {
    execFileSync(tools.composeCheck, ['--env-file', file, '-f', 'docker-compose.yml', '--quiet'], {
      cwd: ROOT,
      env,
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    return String(error.stderr);
  }
}

test('a missing secret stops docker compose with a message naming it', async () => {
  assert.match(await composeErrorWithout('KYC_LINK_SECRET'), /KYC_LINK_SECRET/);
});

test('a manifest that breaks the schema is refused: kubeconform strict is really checking', async () => {
  const { execFileSync } = await import('node:child_process');
  const schemas = fs
    .readdirSync(path.join(ROOT, '.data', 'tools', 'schemas'))
    .filter((d) => d.endsWith('-standalone-strict'))
    .map((d) => path.join(ROOT, '.data', 'tools', 'schemas', d))[0];
  const bad = path.join(ROOT, '.data', 'tools', 'bad-deployment.yaml');
  const manifests = fs.readFileSync(path.join(ROOT, '.data', 'tools', 'k8s-prod.yaml'), 'utf8');
  const gateway = manifests.split(/^---$/m).find((d) => /^kind: Deployment$/m.test(d) && /^ {2}name: gateway$/m.test(d));
  fs.writeFileSync(bad, gateway.replace('readOnlyRootFilesystem: true', 'readOnlyRootFilesystem: true\n          readOnlyRootFilesytem: true'));
  let out = '';
  try {
    execFileSync(tools.kubeconform, ['-strict', '-schema-location', `${schemas}/{{.ResourceKind}}{{.KindSuffix}}.json`, bad], { stdio: 'pipe' });
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
const initContainerOf = (workload, name) => (workload.spec.template.spec.initContainers ?? []).find((c) => c.name === name);

function assertSignsInAs(container, user, where) {
  const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));
  assert.equal(env.NATS_USER?.value, user, `${where}: NATS_USER must be ${user}`);
  const ref = env.NATS_PASSWORD?.valueFrom?.secretKeyRef;
  assert.ok(ref, `${where}: NATS_PASSWORD must come from a Secret`);
  // portal-nats-users (prod: the platform's), or the dev overlay's generated one with its content hash
  assert.match(ref.name, /^portal-nats-users(-[a-z0-9]{10})?$/, where);
  assert.deepEqual({ key: ref.key, optional: ref.optional ?? false }, { key: natsPasswordEnv(user), optional: false }, where);
}

test('Kubernetes: every app, the NATS setup step and the seed sign in to NATS as their own user, with a password that is not optional', () => {
  for (const overlay of ['dev', 'prod']) {
    const docs = manifests(overlay);
    for (const app of APPS) assertSignsInAs(containerOf(find(docs, 'Deployment', app)), app, `${overlay} Deployment/${app}`);
    const setup = initContainerOf(find(docs, 'Deployment', 'gateway'), 'nats-setup');
    assertSignsInAs(setup, NATS_SETUP_USER, `${overlay} Deployment/gateway init container nats-setup`);
    assert.deepEqual(setup.args, ['node', 'scripts/nats-setup.mjs']);
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

test('a missing NATS password stops docker compose with a message naming it', async () => {
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

// The production overlay is built from a parameter file that must be filled: kustomize stops without it
// or with a key missing, check-params refuses placeholders, and what it builds names no development host,
// placeholder or demo secret.
const PROD_FIXTURE = path.join(ROOT, 'scripts', 'dev', 'fixtures', 'prod-params.env');
const DEMO_SECRETS = ['Admin#2026', 'Demo#2026', 'kcadmin', 'dev-only', 'dev-password', 'check-only', 'JBSWY3DP'];

test('production: kustomize refuses to build without params.env or with a key missing; check-params refuses the example as committed', async () => {
  const { buildProduction } = await import('../infra/lib/deploy-check.mjs');
  const { checkParams, EXAMPLE_FILE } = await import('../../deploy/k8s/check-params.mjs');
  await assert.rejects(buildProduction(null, 'no-params'), /params\.env/);
  const fixture = fs.readFileSync(PROD_FIXTURE, 'utf8');
  await assert.rejects(buildProduction(fixture.replace(/^NATS_URL=.*\n/m, ''), 'missing-key'), /NATS_URL/);
  const example = fs.readFileSync(EXAMPLE_FILE, 'utf8');
  const problems = checkParams(example);
  for (const key of [
    'PORTAL_HOST',
    'KEYCLOAK_HOST',
    'IMAGE_REPOSITORY',
    'IMAGE_TAG',
    'NATS_URL',
    'NATS_TLS_SERVERNAME',
    'REDIS_URL',
    'MANAGED_CIDR',
    'KYC_S3_BUCKET',
  ])
    assert.ok(
      problems.some((p) => p.startsWith(`${key}:`)),
      `${key} of the example must be refused: ${problems.join('; ')}`,
    );
  assert.deepEqual(checkParams(fixture), []);
  // each kind of development value is refused on its own
  for (const [key, value] of [
    ['PORTAL_HOST', 'portal.grant-portal.test'],
    ['PORTAL_HOST', 'localhost'],
    ['KEYCLOAK_HOST', 'auth.example.org'],
    ['IMAGE_TAG', 'latest'],
    ['IMAGE_TAG', 'changeme'],
    ['NATS_URL', 'nats://nats-a.mq.fixture-fund.net:4222'],
    ['REDIS_URL', 'redis://cache-1.db.fixture-fund.net:6379/0'],
    ['MANAGED_CIDR', '10.0.0.0'],
    ['SMTP_HOST', ''],
  ])
    assert.notDeepEqual(checkParams(fixture.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`)), [], `${key}=${value} must be refused`);
  assert.match(checkParams(`${fixture}TYPO_HOST=a.b.net\n`).join(), /TYPO_HOST: unknown/);
});

test('production: the built overlay has no localhost, placeholder, development host or demo secret, and every parameter is used', () => {
  const text = fs.readFileSync(path.join(ROOT, '.data', 'tools', 'k8s-prod.yaml'), 'utf8');
  assert.doesNotMatch(text, /localhost|127\.0\.0\.1/);
  // a parameter's name left as a value (an environment variable's or ConfigMap key's name is not one)
  assert.doesNotMatch(
    text,
    /REPLACE_ME|changeme|example|\.test\b|\.invalid\b|GATEWAY_NAME|(?<!(name|key): [A-Z_]*)_HOST\b(?!:)|MANAGED_CIDR|OBJECT_STORE_CIDR/i,
  );
  for (const secret of DEMO_SECRETS) assert.ok(!text.includes(secret), `the prod overlay contains the demo secret ${secret}`);
  assert.doesNotMatch(text, /kind: Secret$/m, 'production Secrets come from the platform, never from the overlay');
  const docs = manifests('prod');
  assert.equal(find(docs, 'ConfigMap', 'portal-params'), undefined, 'the parameters are not applied');
  const config = find(docs, 'ConfigMap', 'portal-config').data;
  assert.equal(config.PUBLIC_URL, 'https://grants.fixture-fund.net');
  assert.equal(config.KEYCLOAK_PUBLIC_URL, 'https://login.fixture-fund.net');
  assert.equal(config.NATS_URL, 'tls://nats-a.mq.fixture-fund.net:4222');
  assert.equal(config.REDIS_URL, 'rediss://cache-1.db.fixture-fund.net:6380/0');
  assert.equal(config.OTEL_EXPORTER_OTLP_ENDPOINT, 'http://otel-collector.observability.svc:4318');
  for (const doc of docs.filter((d) => d.spec?.template?.spec))
    for (const c of [...(doc.spec.template.spec.initContainers ?? []), ...doc.spec.template.spec.containers])
      if (/grant-portal\//.test(c.image))
        assert.match(
          c.image,
          /^registry\.fixture-fund\.net:5000\/grant-portal\/[a-z-]+:(2026\.11\.26-1|26\.7\.3-2026\.11\.26-1)$/,
          `${doc.metadata.name}/${c.name}`,
        );
  const cidrs = docs
    .filter((d) => d.kind === 'NetworkPolicy')
    .flatMap((d) => (d.spec.egress ?? []).flatMap((e) => (e.to ?? []).map((t) => t.ipBlock?.cidr).filter(Boolean)));
  // The object store's range is opened twice: to accounts-kyc (KYC documents) and ledger-withdrawals (report files);
  // accounts-kyc reaches the webhooks' receivers on the internet (every public address, port 443).
  assert.deepEqual(cidrs.sort(), ['0.0.0.0/0', '10.42.0.0/16', '52.219.0.0/16', '52.219.0.0/16']);
});

// Repeatable deploys: nothing that a second `kubectl apply` with a new image tag would be refused for.
test('Kubernetes: no Job with a fixed name runs a portal image; every service migrates in an init container of its own image', () => {
  for (const overlay of ['dev', 'prod']) {
    const docs = manifests(overlay);
    for (const job of docs.filter((d) => d.kind === 'Job'))
      assert.ok(
        overlay === 'dev' && job.metadata.name === 'seed-demo-data',
        `${overlay}: Job/${job.metadata.name} would be refused at the next deploy (immutable template)`,
      );
    for (const app of APPS.filter((a) => a !== 'gateway')) {
      const deployment = find(docs, 'Deployment', app);
      const migrate = initContainerOf(deployment, 'migrate');
      assert.ok(migrate, `${overlay} ${app}: no migrate init container`);
      assert.equal(migrate.image, containerOf(deployment).image, `${overlay} ${app}: migrate with the image it serves`);
      assert.deepEqual(migrate.args, ['node', 'dist/main.js', '--migrate-only']);
      const names = (c) => (c.env ?? []).map((e) => e.name).filter((n) => /DATABASE_URL|PGPASSWORD/.test(n));
      assert.deepEqual(names(migrate), names(containerOf(deployment)), `${overlay} ${app}: migrate signs in to the same database`);
    }
    assert.equal(find(docs, 'ConfigMap', 'portal-config').data.MIGRATE_ON_START, 'false');
  }
});

test('production: two or more of every serving process, Keycloak clustered, accounts-kyc on S3, disruption budgets and spreading', () => {
  const docs = manifests('prod');
  for (const app of APPS) {
    const hpa = find(docs, 'HorizontalPodAutoscaler', app);
    assert.ok(hpa && hpa.spec.minReplicas >= 2, `${app}: an autoscaler from 2 replicas`);
    assert.equal(find(docs, 'Deployment', app).spec.replicas, undefined, `${app}: replicas are the autoscaler's`);
  }
  const keycloak = find(docs, 'Deployment', 'keycloak');
  assert.ok(keycloak.spec.replicas >= 2, 'Keycloak: 2 or more replicas');
  const kcEnv = Object.fromEntries(containerOf(keycloak).env.map((e) => [e.name, e.value]));
  assert.equal(kcEnv.KC_CACHE, 'ispn');
  assert.equal(kcEnv.KC_CACHE_STACK, 'jdbc-ping');
  const cluster = find(docs, 'NetworkPolicy', 'keycloak-cluster');
  assert.deepEqual(
    cluster.spec.ingress[0].ports.map((p) => p.port),
    [7800, 57800],
  );
  for (const name of [...APPS, 'keycloak']) {
    const deployment = find(docs, 'Deployment', name);
    assert.equal(find(docs, 'PodDisruptionBudget', name)?.spec.maxUnavailable, 1, `${name}: PodDisruptionBudget`);
    const anti = deployment.spec.template.spec.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution?.[0];
    assert.equal(anti?.podAffinityTerm.topologyKey, 'kubernetes.io/hostname', `${name}: spread over nodes`);
    const zone = deployment.spec.template.spec.topologySpreadConstraints?.find((t) => t.topologyKey === 'topology.kubernetes.io/zone');
    assert.ok(zone, `${name}: spread over zones`);
    const own = zone.labelSelector.matchLabels?.['app.kubernetes.io/name'] === name || zone.matchLabelKeys?.includes('app.kubernetes.io/name');
    assert.ok(own, `${name}: the zone spread counts its own pods`);
    assert.notEqual(deployment.spec.strategy?.type, 'Recreate', `${name}: rolling updates`);
  }
  const kyc = find(docs, 'Deployment', 'accounts-kyc');
  const config = find(docs, 'ConfigMap', 'portal-config').data;
  assert.equal(config.KYC_STORAGE, 's3');
  assert.equal(config.KYC_S3_BUCKET, 'fixture-fund-kyc-documents');
  assert.equal(config.KYC_S3_ENDPOINT, 'https://s3.eu-central-1.amazonaws.com');
  assert.ok(!kyc.spec.template.spec.volumes.some((v) => v.persistentVolumeClaim), 'accounts-kyc: no volume of its own');
  assert.equal(find(docs, 'PersistentVolumeClaim', 'kyc-documents'), undefined);
  const kycEnv = containerOf(kyc).env.map((e) => `${e.name}<-${e.valueFrom?.secretKeyRef?.key}`);
  assert.ok(kycEnv.includes('AWS_ACCESS_KEY_ID<-KYC_S3_ACCESS_KEY_ID') && kycEnv.includes('AWS_SECRET_ACCESS_KEY<-KYC_S3_SECRET_ACCESS_KEY'));
  // The progress reports' files: their own bucket and key, no volume.
  const ledger = find(docs, 'Deployment', 'ledger-withdrawals');
  assert.equal(config.REPORT_ATTACHMENTS_STORAGE, 's3');
  assert.equal(config.REPORT_ATTACHMENTS_S3_BUCKET, 'fixture-fund-report-attachments');
  assert.equal(config.REPORT_ATTACHMENTS_S3_ENDPOINT, 'https://s3.eu-central-1.amazonaws.com');
  assert.ok(!ledger.spec.template.spec.volumes.some((v) => v.persistentVolumeClaim), 'ledger-withdrawals: no volume of its own');
  assert.equal(find(docs, 'PersistentVolumeClaim', 'report-attachments'), undefined);
  const ledgerEnv = containerOf(ledger).env.map((e) => `${e.name}<-${e.valueFrom?.secretKeyRef?.key}`);
  assert.ok(
    ledgerEnv.includes('AWS_ACCESS_KEY_ID<-REPORT_ATTACHMENTS_S3_ACCESS_KEY_ID') &&
      ledgerEnv.includes('AWS_SECRET_ACCESS_KEY<-REPORT_ATTACHMENTS_S3_SECRET_ACCESS_KEY'),
  );
});

test('Kubernetes: HTTPRoutes on the parameterised Gateway, no Ingress and nothing that names ingress-nginx', () => {
  for (const overlay of ['dev', 'prod']) {
    const text = fs.readFileSync(path.join(ROOT, '.data', 'tools', `k8s-${overlay}.yaml`), 'utf8');
    assert.doesNotMatch(text, /ingress-nginx|nginx\.ingress|kind: Ingress$/m, overlay);
    const docs = manifests(overlay);
    const routes = docs.filter((d) => d.kind === 'HTTPRoute');
    assert.deepEqual(routes.map((r) => r.metadata.name).sort(), ['keycloak', 'portal']);
    const from = (name) => find(docs, 'NetworkPolicy', name).spec.ingress[0].from[0].namespaceSelector.matchLabels['kubernetes.io/metadata.name'];
    if (overlay === 'prod') {
      for (const route of routes)
        assert.deepEqual(route.spec.parentRefs[0], { group: 'gateway.networking.k8s.io', kind: 'Gateway', name: 'public-web', namespace: 'edge' });
      assert.deepEqual(find(docs, 'HTTPRoute', 'portal').spec.hostnames, ['grants.fixture-fund.net']);
      assert.deepEqual(find(docs, 'HTTPRoute', 'keycloak').spec.hostnames, ['login.fixture-fund.net']);
      assert.equal(from('gateway-from-gateway-controller'), 'edge-dataplane');
      assert.equal(from('keycloak-from-gateway-controller-and-clients'), 'edge-dataplane');
    }
  }
});

test('a route that breaks the Gateway API schema is refused: the HTTPRoute schemas are really checked', async () => {
  const { execFileSync } = await import('node:child_process');
  const made = path.join(ROOT, '.data', 'tools');
  const gatewayApi = fs.readdirSync(path.join(made, 'schemas')).find((d) => d.startsWith('gateway-api-'));
  const route = fs
    .readFileSync(path.join(made, 'k8s-prod.yaml'), 'utf8')
    .split(/^---$/m)
    .find((d) => /^kind: HTTPRoute$/m.test(d));
  const bad = path.join(made, 'bad-route.yaml');
  fs.writeFileSync(bad, route.replace('backendRefs:', 'backendRefz:'));
  let out = '';
  try {
    execFileSync(tools.kubeconform, ['-strict', '-schema-location', `${path.join(made, 'schemas', gatewayApi)}/{{.ResourceKind}}{{.KindSuffix}}.json`, bad], {
      stdio: 'pipe',
    });
  } catch (error) {
    out = String(error.stdout);
  }
  assert.match(out, /backendRefz/);
});

// Observability: one service name per process, traces on, alert rules on metrics that exist, exporters.
test('traces: every process names itself (OTEL_SERVICE_NAME) and sends to a collector, in Kubernetes and compose', () => {
  for (const overlay of ['dev', 'prod']) {
    const docs = manifests(overlay);
    assert.match(find(docs, 'ConfigMap', 'portal-config').data.OTEL_EXPORTER_OTLP_ENDPOINT, /^https?:\/\/[a-z0-9.-]+:4318$/, overlay);
    const names = APPS.map((app) => containerOf(find(docs, 'Deployment', app)).env.find((e) => e.name === 'OTEL_SERVICE_NAME')?.value);
    assert.deepEqual(names, APPS, `${overlay}: OTEL_SERVICE_NAME per process`);
    const traced = docs.filter((d) => d.spec?.template?.metadata?.labels?.['grant-portal/traces'] === 'true').map((d) => d.metadata.name);
    assert.deepEqual(traced.sort(), [...APPS].sort(), `${overlay}: egress to the collector`);
  }
  const compose = yaml.load(result.composeConfig);
  const names = Object.entries(compose.services)
    .filter(([, s]) => s.environment?.OTEL_EXPORTER_OTLP_ENDPOINT)
    .map(([name, s]) => [name, s.environment.OTEL_SERVICE_NAME]);
  assert.ok(names.length >= 12, JSON.stringify(names));
  for (const [name, serviceName] of names) assert.equal(serviceName, name, `compose ${name}: OTEL_SERVICE_NAME`);
});

const EXPORTER_METRICS = {
  postgres: ['pg_up', 'pg_stat_activity_count', 'pg_settings_max_connections'],
  redis: ['redis_up', 'redis_memory_used_bytes', 'redis_memory_max_bytes'],
  nats: ['gnatsd_varz_connections', 'gnatsd_varz_slow_consumers'],
  certificates: ['certmanager_certificate_expiration_timestamp_seconds', 'probe_ssl_earliest_cert_expiry'],
  prometheus: ['up'],
};

test('alert rules: valid for Prometheus, on 5xx rate, outbox lag, queue depth, posting latency and certificate expiry, with metric names that exist', () => {
  const metrics = new Set(result.alertMetrics);
  for (const name of ['portal_http_requests_total', 'portal_outbox_lag_seconds', 'portal_queue_jobs', 'portal_rpc_handle_seconds_bucket'])
    assert.ok(metrics.has(name), `no rule on ${name}`);
  assert.ok(metrics.has('certmanager_certificate_expiration_timestamp_seconds'), 'no rule on certificate expiry');
  // the names the processes register (quoted in their source)
  const source = [
    'libs/service-kit/src/observability/metrics.ts',
    'libs/service-kit/src/run-service.ts',
    'services/ledger-withdrawals/src/ledger/ledger.metrics.ts',
  ]
    .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
    .join('\n');
  const known = new Set(Object.values(EXPORTER_METRICS).flat());
  for (const name of metrics) {
    if (name.startsWith('portal_')) {
      const base = name.replace(/_(bucket|sum|count)$/, '');
      assert.match(source, new RegExp(`['\`]${base}['\`]`), `${name}: no such metric in the code`);
    } else assert.ok(known.has(name), `${name}: from no exporter the platform runs`);
  }
  for (const overlay of ['dev', 'prod']) {
    const docs = manifests(overlay);
    const rules = find(docs, 'ConfigMap', docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('prometheus-rules')).metadata.name);
    assert.equal(rules.data['alerts.yml'], fs.readFileSync(path.join(ROOT, 'deploy', 'k8s', 'base', 'observability', 'alerts.yml'), 'utf8'));
    const prometheus = find(docs, 'Deployment', 'prometheus');
    assert.ok(
      prometheus.spec.template.spec.volumes.some((v) => v.configMap?.name === rules.metadata.name),
      `${overlay}: Prometheus loads the rules`,
    );
  }
  const compose = yaml.load(result.composeConfig);
  assert.ok(compose.services.prometheus.volumes.some((v) => v.source.endsWith('deploy/k8s/base/observability/alerts.yml')));
});

test('exporters for PostgreSQL, Redis and NATS run and are scraped, in compose and Kubernetes', () => {
  const compose = yaml.load(result.composeConfig);
  const scrape = yaml.load(fs.readFileSync(path.join(ROOT, 'deploy', 'observability', 'prometheus.yml'), 'utf8'));
  const targets = scrape.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets));
  for (const [name, image, port] of [
    ['postgres-exporter', /postgres-exporter:v/, 9187],
    ['redis-exporter', /redis_exporter:v/, 9121],
    ['nats-exporter', /prometheus-nats-exporter:/, 7777],
  ]) {
    assert.match(compose.services[name]?.image ?? '', image, `compose ${name}`);
    assert.ok(targets.includes(`${name}:${port}`), `compose Prometheus scrapes ${name}`);
    for (const overlay of ['dev', 'prod']) {
      const deployment = find(manifests(overlay), 'Deployment', name);
      assert.match(containerOf(deployment).image, image, `${overlay} ${name}`);
      assert.equal(deployment.spec.template.metadata.annotations['prometheus.io/port'], String(port), `${overlay} ${name}: scraped`);
    }
  }
});

// Secrets: each process holds only the secrets it uses.
const SECRET_USERS = {
  KYC_LINK_SECRET: ['gateway'],
  WEBHOOK_SECRET_KEY: ['accounts-kyc'],
  KEYCLOAK_IDENTITY_SECRET: ['identity', 'keycloak'],
  KEYCLOAK_PASSWORD_VERIFIER_SECRET: ['identity', 'keycloak'],
  REDIS_PASSWORD: ['gateway', 'identity', 'accounts-kyc', 'ledger-withdrawals', 'redis-exporter'],
  SMTP_PASSWORD: ['identity', 'accounts-kyc', 'keycloak', 'gateway/realm-config'],
  SMTP_USER: ['identity', 'accounts-kyc', 'keycloak', 'gateway/realm-config'],
  KC_BOOTSTRAP_ADMIN_PASSWORD: ['keycloak', 'gateway/realm-config', 'keycloak-config'],
};
/** Whether the secret's holders name the workload (any of its containers) or this one container of it. */
const mayHold = (users, workload, container) => users.includes(workload) || users.includes(`${workload}/${container}`);

test('secrets per process: the KYC link secret only in the gateway, Keycloak client secrets only in identity and Keycloak, each process its own NATS password', () => {
  for (const overlay of ['dev', 'prod']) {
    for (const doc of manifests(overlay).filter((d) => d.spec?.template?.spec)) {
      for (const c of [...(doc.spec.template.spec.initContainers ?? []), ...doc.spec.template.spec.containers]) {
        const where = `${overlay} ${doc.metadata.name}/${c.name}`;
        const keys = (c.env ?? []).map((e) => e.valueFrom?.secretKeyRef?.key).filter(Boolean);
        assert.ok(!(c.envFrom ?? []).some((e) => e.secretRef && /portal-secrets/.test(e.secretRef.name)), `${where}: all of portal-secrets`);
        for (const [secret, users] of Object.entries(SECRET_USERS))
          if (keys.includes(secret)) assert.ok(mayHold(users, doc.metadata.name, c.name) && c.name !== 'migrate', `${where} must not hold ${secret}`);
        const nats = keys.filter((k) => k.startsWith('NATS_PASSWORD_'));
        if (doc.metadata.name !== 'nats') assert.ok(nats.length <= 1, `${where}: NATS passwords ${nats}`);
      }
    }
  }
  const compose = yaml.load(result.composeConfig);
  for (const [name, service] of Object.entries(compose.services)) {
    const env = service.environment ?? {};
    for (const [secret, users] of Object.entries(SECRET_USERS)) if (secret in env) assert.ok(users.includes(name), `compose ${name} must not hold ${secret}`);
    if (name !== 'nats')
      assert.deepEqual(
        Object.keys(env).filter((k) => k.startsWith('NATS_PASSWORD_')),
        [],
        `compose ${name}: only its own NATS_PASSWORD`,
      );
    if (name === 'gateway') assert.ok(!('PGPASSWORD' in env), 'compose gateway has no database');
  }
  assert.ok('KYC_LINK_SECRET' in compose.services.gateway.environment);
  // production: the managed servers' credentials reach exactly the processes that need them
  const prod = manifests('prod');
  for (const secret of ['REDIS_PASSWORD', 'SMTP_PASSWORD', 'SMTP_USER']) {
    const holders = prod
      .filter((d) => d.spec?.template?.spec)
      .flatMap((d) => {
        const holds = (c) => (c.env ?? []).some((e) => e.valueFrom?.secretKeyRef?.key === secret);
        const { initContainers = [], containers } = d.spec.template.spec;
        return [...initContainers.filter(holds).map((c) => `${d.metadata.name}/${c.name}`), ...(containers.some(holds) ? [d.metadata.name] : [])];
      });
    assert.deepEqual(holders.sort(), [...SECRET_USERS[secret]].sort(), `prod ${secret}`);
  }
  const config = find(prod, 'ConfigMap', 'portal-config').data;
  assert.deepEqual(
    [config.NATS_TLS_SERVERNAME, config.REDIS_TLS_SERVERNAME, config.SMTP_TLS_SERVERNAME, config.SMTP_TLS],
    ['nats-a.mq.fixture-fund.net', 'cache-1.db.fixture-fund.net', 'relay.mail.fixture-fund.net', 'starttls'],
  );
});

// Keycloak's realm: Keycloak imports it with the portal's own settings (deploy/keycloak/realm-env.sh) and
// the realm sync (scripts/keycloak-config.mjs) brings it up to date at every deploy, with the same settings.
const REALM_ENV = ['PORTAL_PROFILE', 'PUBLIC_URL', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_TLS', 'MAIL_FROM'];

/** A container's environment with each ConfigMap value resolved; Secret references as `secret:<name>/<key>`. */
function resolvedEnv(docs, container) {
  const configMap = (name) => docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === name)?.data ?? {};
  const env = {};
  for (const from of container.envFrom ?? []) if (from.configMapRef) Object.assign(env, configMap(from.configMapRef.name));
  for (const e of container.env ?? []) {
    const cm = e.valueFrom?.configMapKeyRef;
    const secret = e.valueFrom?.secretKeyRef;
    if (cm) {
      const value = configMap(cm.name)[cm.key];
      assert.ok(value !== undefined || cm.optional, `${container.name}: ${e.name} from a key ${cm.name} lacks (${cm.key})`);
      if (value !== undefined) env[e.name] = value;
      else delete env[e.name];
    } else if (secret) {
      assert.ok(!secret.optional, `${container.name}: ${e.name} from an optional Secret key`);
      env[e.name] = `secret:${secret.name.replace(/-[a-z0-9]{10}$/, '')}/${secret.key}`;
    } else env[e.name] = e.value;
  }
  return env;
}
/** Keycloak's own container (dev runs the mail catcher in the same pod). */
const keycloakContainer = (docs) => find(docs, 'Deployment', 'keycloak').spec.template.spec.containers.find((c) => c.name === 'keycloak');
const pick = (env, keys) => Object.fromEntries(keys.filter((k) => env[k] !== undefined).map((k) => [k, env[k]]));

test('Keycloak gets PUBLIC_URL, SMTP and MAIL_FROM: dev mails the catcher beside it, prod the relay over STARTTLS with the relay credentials', async () => {
  const { realmSettings } = await import('../infra/lib/realm-settings.mjs');
  const expected = {
    dev: {
      PORTAL_PROFILE: 'development',
      PUBLIC_URL: 'https://portal.grant-portal.test',
      SMTP_HOST: 'localhost',
      SMTP_PORT: '1025',
      MAIL_FROM: 'UNSEAF Grant Portal <noreply@portal.grant-portal.test>',
    },
    prod: {
      PORTAL_PROFILE: 'production',
      PUBLIC_URL: 'https://grants.fixture-fund.net',
      SMTP_HOST: 'relay.mail.fixture-fund.net',
      SMTP_PORT: '587',
      SMTP_TLS: 'starttls',
      MAIL_FROM: 'Fixture Fund Grants <grants@fixture-fund.net>',
      SMTP_USER: 'secret:portal-secrets/SMTP_USER',
      SMTP_PASSWORD: 'secret:portal-secrets/SMTP_PASSWORD',
    },
  };
  for (const overlay of ['dev', 'prod']) {
    const docs = manifests(overlay);
    const keycloak = keycloakContainer(docs);
    const env = resolvedEnv(docs, keycloak);
    assert.deepEqual(pick(env, [...REALM_ENV, 'SMTP_USER', 'SMTP_PASSWORD']), expected[overlay], `${overlay} Keycloak`);
    assert.ok(keycloak.args.includes('--import-realm'), `${overlay}: Keycloak imports the realm`);
    // what the realm gets from these settings is valid for the profile (prod: https, a relay, a sender)
    const settings = realmSettings({ ...env, SMTP_PASSWORD: env.SMTP_PASSWORD && 'set' });
    assert.equal(settings.smtp.starttls, String(overlay === 'prod'), `${overlay}: STARTTLS`);
    assert.equal(settings.smtp.auth, String(overlay === 'prod'), `${overlay}: SMTP authentication`);
  }
  const compose = yaml.load(result.composeConfig).services.keycloak;
  assert.deepEqual(pick(compose.environment, REALM_ENV), {
    PORTAL_PROFILE: 'development',
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_HOST: 'localhost',
    SMTP_PORT: '1025',
    SMTP_TLS: 'none',
    MAIL_FROM: 'UNSEAF Grant Portal <noreply@grant-portal.local>',
  });
  assert.deepEqual(compose.command, ['start', '--optimized', '--import-realm']);
});

test('the realm sync runs at every deploy with the settings Keycloak has: a gateway init container after nats-setup, a compose one-shot before the seed', () => {
  for (const overlay of ['dev', 'prod']) {
    const docs = manifests(overlay);
    const gateway = find(docs, 'Deployment', 'gateway');
    const names = gateway.spec.template.spec.initContainers.map((c) => c.name);
    assert.deepEqual(names, ['nats-setup', 'realm-config'], `${overlay}: the gateway's init containers`);
    const sync = initContainerOf(gateway, 'realm-config');
    assert.deepEqual(sync.args, ['node', 'scripts/keycloak-config.mjs']);
    assert.equal(sync.image, containerOf(gateway).image, `${overlay}: realm-config runs the gateway's image`);
    const env = resolvedEnv(docs, sync);
    const keycloakEnv = resolvedEnv(docs, keycloakContainer(docs));
    assert.deepEqual(pick(env, [...REALM_ENV, 'SMTP_USER', 'SMTP_PASSWORD']), pick(keycloakEnv, [...REALM_ENV, 'SMTP_USER', 'SMTP_PASSWORD']), overlay);
    assert.equal(env.KEYCLOAK_URL, 'http://keycloak:8180');
    assert.equal(env.KEYCLOAK_REALM, 'grant-portal');
    assert.equal(env.KC_BOOTSTRAP_ADMIN_PASSWORD, 'secret:portal-secrets/KC_BOOTSTRAP_ADMIN_PASSWORD');
    assert.equal(env.KEYCLOAK_ADMIN_CLIENT_ID, undefined, `${overlay}: the admin client id of the apps would be taken for a service account`);
    // nothing else of the gateway's: no NATS password, no KYC link key
    assert.deepEqual(
      Object.keys(env).filter((k) => /NATS|KYC|REDIS/.test(k)),
      [],
      overlay,
    );
    // the network lets it reach Keycloak's admin API
    assert.equal(gateway.spec.template.metadata.labels['grant-portal/keycloak-client'], 'true');
    const egress = find(docs, 'NetworkPolicy', 'clients-to-keycloak');
    assert.equal(egress.spec.podSelector.matchLabels['grant-portal/keycloak-client'], 'true');
    assert.deepEqual(
      egress.spec.egress[0].ports.map((p) => p.port),
      [8180],
    );
  }
  const services = yaml.load(result.composeConfig).services;
  const sync = services['keycloak-config'];
  assert.deepEqual(sync.command, ['node', 'scripts/keycloak-config.mjs']);
  assert.equal(sync.environment.PORTAL_PROFILE, 'development');
  assert.equal(sync.environment.KEYCLOAK_URL, 'http://keycloak:8180');
  assert.equal(sync.environment.KC_BOOTSTRAP_ADMIN_PASSWORD, 'check-only');
  assert.deepEqual(pick(sync.environment, REALM_ENV), pick(services.keycloak.environment, REALM_ENV));
  assert.equal(sync.depends_on.keycloak.condition, 'service_healthy');
  assert.equal(services.seed.depends_on['keycloak-config']?.condition, 'service_completed_successfully', 'the seed needs the demo users');
});

test('production: no demo user password, TOTP secret or demo address in the built overlay', () => {
  const text = fs.readFileSync(path.join(ROOT, '.data', 'tools', 'k8s-prod.yaml'), 'utf8');
  const { users } = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'keycloak', 'demo-users.json'), 'utf8'));
  assert.ok(users.length > 0);
  for (const user of users) {
    assert.ok(!text.includes(user.email), `the prod overlay names the demo user ${user.email}`);
    for (const credential of user.credentials ?? []) {
      const secret = credential.value ?? JSON.parse(credential.secretData ?? '{}').value;
      if (secret) assert.ok(!text.includes(secret), `the prod overlay contains a demo credential of ${user.username}`);
    }
  }
  assert.doesNotMatch(text, /demo-users\.json|grant-portal\.local/);
});

// Multi-architecture: every native package the lockfile resolves has its binary for linux x64 and arm64,
// for glibc (the images) and musl alike where the package publishes musl builds: no exception.
test('lockfile: every native package has its linux x64 and arm64 binaries, glibc and musl', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const families = new Map();
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!entry.os?.includes('linux') || !entry.cpu) continue;
    const name = key.replace(/^.*node_modules\//, '');
    const family = name.replace(/-linux-.*$/, '');
    const libc = entry.libc?.[0] ?? 'glibc';
    const arches = families.get(family) ?? new Map();
    for (const cpu of entry.cpu) arches.set(cpu, new Set([...(arches.get(cpu) ?? []), libc]));
    families.set(family, arches);
  }
  const runtime = ['@node-rs/bcrypt', '@msgpackr-extract/msgpackr-extract', '@napi-rs/nice', '@rspack/binding'];
  for (const family of runtime) assert.ok(families.has(family), `${family}: not in the lockfile`);
  const missing = [];
  for (const [family, arches] of families) {
    const libcs = new Set([...arches.values()].flatMap((s) => [...s]));
    for (const cpu of ['x64', 'arm64']) for (const libc of libcs) if (!arches.get(cpu)?.has(libc)) missing.push(`${family} linux-${cpu}-${libc}`);
  }
  assert.deepEqual(missing, []);
  // the ledger's PIN hashing: the version with every linux build, the same for all four
  const bcrypt = ['linux-x64-gnu', 'linux-x64-musl', 'linux-arm64-gnu', 'linux-arm64-musl'].map(
    (p) => lock.packages[`node_modules/@node-rs/bcrypt-${p}`]?.version,
  );
  assert.deepEqual(bcrypt, Array(4).fill(lock.packages['node_modules/@node-rs/bcrypt'].version));
});
