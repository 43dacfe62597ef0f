// Checks of the deployment files (docker-compose.yml, deploy/k8s), run by tests/src/integration/deploy-files.test.ts
// and by `npm run infra -- deploy-check`. The tools are installed once per version, pinned, into the machine's
// tool cache (tool-cache.mjs); what is made from this checkout's files goes under .data/tools:
//   compose-check       compose v2's own loader (compose-go v2) in a small Go
//                       program, scripts/infra/compose-check (versions pinned by its go.mod and go.sum),
//                       built with `go build`: what `docker compose config` says, without Docker
//   kustomize, kubeconform, kube-score   `go install <module>@<version>` (needs Go >= 1.25 on PATH or /usr/local/go)
//   Kubernetes JSON schemas   the `kubernetes-validate` PyPI package in a virtualenv: its strict schemas,
//                             made standalone (definitions inlined) for the kinds the overlays use, so
//                             kubeconform validates offline
//   rules-check         Prometheus' own rule parser (model/rulefmt, PromQL) in scripts/infra/rules-check, as
//                       `promtool check rules` (promtool itself cannot be `go install`ed)
//   Gateway API schemas       the CRDs of the Go module sigs.k8s.io/gateway-api (`go mod download`), their
//                             OpenAPI schemas turned into strict JSON schemas for kubeconform
// The production overlay is built with the filled parameter file scripts/dev/fixtures/prod-params.env
// (in a copy of deploy/k8s, so a real params.env is never touched), and deploy/k8s/check-params.mjs must
// refuse params.example.env as it is.
// kube-score's findings must be fixed or justified in deploy/k8s/kube-score-justifications.json.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { cachedTool } from './tool-cache.mjs';
import { REPO_ROOT, dataDir, log, run, which } from './util.mjs';

const exec = promisify(execFile);

export const DEPLOY_TOOLS = {
  kustomize: { module: 'sigs.k8s.io/kustomize/kustomize/v5', version: 'v5.8.2' },
  kubeconform: { module: 'github.com/yannh/kubeconform/cmd/kubeconform', version: 'v0.8.0' },
  'kube-score': { module: 'github.com/zegl/kube-score/cmd/kube-score', version: 'v1.20.0' },
};
export const KUBERNETES_VALIDATE = { pkg: 'kubernetes-validate', version: '1.37.0' };
/** The Gateway API release whose standard-channel CRDs validate the HTTPRoutes. */
export const GATEWAY_API = { module: 'sigs.k8s.io/gateway-api', version: 'v1.4.1' };
/** The alert rules (Prometheus format), shared by compose and Kubernetes. */
export const ALERT_RULES = path.join(REPO_ROOT, 'deploy', 'k8s', 'base', 'observability', 'alerts.yml');
/** A filled production parameter file (test values only). */
export const PROD_PARAMS_FIXTURE = path.join(REPO_ROOT, 'scripts', 'dev', 'fixtures', 'prod-params.env');
/** The Kubernetes version the manifests are validated against. */
export const KUBERNETES_VERSION = '1.35.0';
export const OVERLAYS = ['dev', 'prod'];

const toolsDir = () => dataDir('tools');

function goBinary() {
  const found = which('go') ?? (fs.existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : null);
  if (!found) throw new Error('Go >= 1.25 is needed to install kustomize, kubeconform and kube-score (none on PATH or in /usr/local/go)');
  return found;
}

/**
 * Installs what is missing (once; later calls only check the version stamps). Returns the tools' paths.
 * `whileNpmInstalls`: node_modules may be half written (the install runs beside `npm ci`), so no npm
 * package is loaded: the Gateway API module is only downloaded, and its schemas are written by a later call.
 */
export async function ensureDeployTools({ whileNpmInstalls = false } = {}) {
  const composeCheck = await buildGoTool('compose-check');
  const rulesCheck = await buildGoTool('rules-check');
  const installed = {};
  for (const [name, { module, version }] of Object.entries(DEPLOY_TOOLS)) {
    const dir = await cachedTool(`${name}-${version}`, (into) =>
      run(goBinary(), ['install', `${module}@${version}`], { env: { ...process.env, GOBIN: into, GOFLAGS: '-buildvcs=false' }, inherit: true }).then(
        () => undefined,
      ),
    );
    installed[name] = path.join(dir, name);
  }
  const venv = await cachedTool(`${KUBERNETES_VALIDATE.pkg}-${KUBERNETES_VALIDATE.version}`, async (dir) => {
    await run('python3', ['-m', 'venv', dir], { inherit: true });
    await run(path.join(dir, 'bin', 'pip'), ['install', '-q', `${KUBERNETES_VALIDATE.pkg}==${KUBERNETES_VALIDATE.version}`], { inherit: true });
  });
  const gatewayApi = await gatewayApiSchemas({ convert: !whileNpmInstalls });
  return {
    gatewayApi,
    composeCheck,
    rulesCheck,
    kustomize: installed.kustomize,
    kubeconform: installed.kubeconform,
    kubeScore: installed['kube-score'],
    venv,
  };
}

/**
 * Builds the Go program scripts/infra/<name> (its go.mod/go.sum pin every module) into the tool cache, once
 * per source (the folder is named after a hash of go.mod, go.sum and main.go).
 */
async function buildGoTool(name) {
  const source = path.join(REPO_ROOT, 'scripts', 'infra', name);
  const hash = createHash('sha256');
  for (const f of ['go.mod', 'go.sum', 'main.go']) hash.update(fs.readFileSync(path.join(source, f))).update('\0');
  const dir = await cachedTool(`${name}-${hash.digest('hex').slice(0, 16)}`, (into) =>
    run(goBinary(), ['build', '-o', path.join(into, name), '.'], {
      cwd: source,
      env: { ...process.env, GOFLAGS: '-buildvcs=false -mod=readonly' },
      inherit: true,
    }).then(() => undefined),
  );
  return path.join(dir, name);
}

/** kubeconform schemas (`<kind>-gateway-<version>.json`) from the Gateway API CRDs of the pinned Go module. */
async function gatewayApiSchemas({ convert = true } = {}) {
  const out = path.join(toolsDir(), 'schemas', `gateway-api-${GATEWAY_API.version}`);
  if (fs.existsSync(path.join(out, '.done'))) return out;
  log(`fetching the Gateway API ${GATEWAY_API.version} CRDs (go mod download)`);
  const { stdout } = await exec(goBinary(), ['mod', 'download', '-json', `${GATEWAY_API.module}@${GATEWAY_API.version}`], {
    cwd: toolsDir(),
    env: { ...process.env, GOFLAGS: '-mod=mod' },
  });
  const crds = path.join(JSON.parse(stdout).Dir, 'config', 'crd', 'standard');
  if (!convert) return out;
  const yaml = await import('js-yaml');
  fs.mkdirSync(out, { recursive: true });
  for (const file of fs.readdirSync(crds).filter((f) => f.endsWith('.yaml'))) {
    for (const crd of yaml.loadAll(fs.readFileSync(path.join(crds, file), 'utf8'))) {
      if (crd?.kind !== 'CustomResourceDefinition') continue;
      for (const version of crd.spec.versions) {
        const name = `${crd.spec.names.kind.toLowerCase()}-${crd.spec.group.split('.')[0]}-${version.name}.json`;
        fs.writeFileSync(path.join(out, name), JSON.stringify(strictSchema(version.schema.openAPIV3Schema)));
      }
    }
  }
  fs.writeFileSync(path.join(out, '.done'), GATEWAY_API.version);
  return out;
}

/** An OpenAPI v3 schema of a CRD as kubeconform's strict JSON schema: no unknown fields, int-or-string. */
function strictSchema(node) {
  if (Array.isArray(node)) return node.map(strictSchema);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-kubernetes-')) continue;
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strictSchema(v)])) : strictSchema(value);
  }
  if (node['x-kubernetes-int-or-string']) return { ...out, type: undefined, anyOf: [{ type: 'integer' }, { type: 'string' }] };
  if (out.properties && out.additionalProperties === undefined && !node['x-kubernetes-preserve-unknown-fields']) out.additionalProperties = false;
  return out;
}

/**
 * `kustomize build` of the production overlay with the parameter file `params` (text), in a copy of
 * deploy/k8s so that a real params.env beside the overlay is neither read nor overwritten.
 */
export async function buildProduction(params, name = 'fixture') {
  const copy = path.join(toolsDir(), 'k8s-copy', name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(REPO_ROOT, 'deploy', 'k8s'), copy, { recursive: true });
  fs.rmSync(path.join(copy, 'overlays', 'prod', 'params.env'), { force: true });
  if (params !== null) fs.writeFileSync(path.join(copy, 'overlays', 'prod', 'params.env'), params);
  const { kustomize } = await ensureDeployTools();
  const { stdout } = await exec(kustomize, ['build', path.join(copy, 'overlays', 'prod')], { maxBuffer: 64 << 20 });
  return stdout;
}

function schemaSourceDir(venv) {
  const lib = path.join(venv, 'lib');
  const python = fs.readdirSync(lib).find((d) => d.startsWith('python'));
  const dir = path.join(lib, python, 'site-packages', 'kubernetes_validate', 'kubernetes-json-schema', `v${KUBERNETES_VERSION}-local-strict`);
  if (!fs.existsSync(dir)) throw new Error(`no strict schemas for Kubernetes ${KUBERNETES_VERSION} in ${dir}`);
  return dir;
}

/**
 * kubernetes-validate's schemas refer to a shared `/api/_definitions.json`, which kubeconform cannot
 * resolve: for each kind the manifests use, a standalone copy with the definitions inlined.
 */
function standaloneSchemas(venv, manifests) {
  const source = schemaSourceDir(venv);
  const out = path.join(toolsDir(), 'schemas', `v${KUBERNETES_VERSION}-standalone-strict`);
  fs.mkdirSync(out, { recursive: true });
  let definitions;
  const relink = (text) => text.replaceAll('"/api/_definitions.json#/$defs/', '"#/$defs/').replaceAll('"_definitions.json#/$defs/', '"#/$defs/');
  for (const file of schemaFilesFor(manifests)) {
    const target = path.join(out, file);
    if (fs.existsSync(target)) continue;
    const from = path.join(source, file);
    if (!fs.existsSync(from)) continue; // kubeconform reports the kind as having no schema
    definitions ??= JSON.parse(relink(fs.readFileSync(path.join(source, '_definitions.json'), 'utf8'))).$defs;
    const schema = JSON.parse(relink(fs.readFileSync(from, 'utf8')));
    fs.writeFileSync(target, JSON.stringify({ ...schema, $defs: definitions }));
  }
  return out;
}

/** kubeconform's file name for each apiVersion/kind: `<kind>[-<group>]-<version>.json`. */
function schemaFilesFor(manifests) {
  const files = new Set();
  for (const doc of manifests.split(/^---$/m)) {
    const apiVersion = /^apiVersion:\s*(\S+)/m.exec(doc)?.[1];
    const kind = /^kind:\s*(\S+)/m.exec(doc)?.[1];
    if (!apiVersion || !kind) continue;
    const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
    files.add(`${kind.toLowerCase()}${group ? `-${group.split('.')[0]}` : ''}-${version}.json`);
  }
  return files;
}

/** The kube-score findings (CRITICAL or WARNING) not justified in deploy/k8s/kube-score-justifications.json. */
function unjustified(report, justifications) {
  const open = [];
  for (const object of report) {
    const name = `${object.type_meta.kind}/${object.object_meta?.name ?? object.object_name}`;
    for (const c of object.checks) {
      if (c.skipped || c.grade >= 10) continue;
      const ok = justifications.some((j) => j.check === c.check.id && (j.objects === '*' || j.objects.includes(name)));
      if (!ok)
        open.push(
          `${c.grade <= 1 ? 'CRITICAL' : 'WARNING'} ${name} ${c.check.id}: ${c.comments.map((m) => `${m.path ? `${m.path} ` : ''}${m.summary}`).join('; ')}`,
        );
    }
  }
  return open;
}

/**
 * Runs every check; resolves with what each printed and the problems found (an empty `problems` is a pass).
 * @returns {Promise<{ problems: string[], output: Record<string, string>, objects: Record<string, number>, findings: Record<string, number>, composeConfig: string, alertMetrics: string[] }>}
 */
export async function checkDeployFiles() {
  const tools = await ensureDeployTools();
  const problems = [];
  const output = {};
  const objects = {};
  const findings = {};
  let composeConfig = '';
  // compose: `config` with every required secret given (the example's empty values stop it, as they should);
  // the shell's variables would win over the env file, so none of its names come from this process
  const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
  const names = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !names.has(key)));
  const envFile = path.join(toolsDir(), 'compose-check.env');
  fs.writeFileSync(envFile, example.replace(/^([A-Z_]+)=$/gm, '$1=check-only'));
  try {
    // what `docker compose up` would run (for the checks of deploy-files.test.mjs); a warning (e.g. an
    // obsolete attribute) counts as a problem
    const { stdout, stderr } = await exec(tools.composeCheck, ['--env-file', envFile, '-f', 'docker-compose.yml'], {
      cwd: REPO_ROOT,
      env,
      maxBuffer: 16 << 20,
    });
    composeConfig = stdout;
    if (stderr.trim()) problems.push(`compose config: ${stderr.trim()}`);
    output.compose = 'compose config (compose v2 loader): ok';
  } catch (error) {
    problems.push(`compose config: ${error.stderr || error.message}`);
  }
  // The dev overlay's NATS passwords and Keycloak client secrets are generated per install, never committed: as `kubectl apply` needs them.
  await exec(process.execPath, ['scripts/fill-secrets.mjs', path.join('deploy', 'k8s', 'nats', 'nats-users.env'), '--nats-only'], { cwd: REPO_ROOT });
  const clients = ['KEYCLOAK_IDENTITY_SECRET', 'KEYCLOAK_PASSWORD_VERIFIER_SECRET'];
  await exec(process.execPath, ['scripts/fill-secrets.mjs', path.join('deploy', 'k8s', 'overlays', 'dev', 'keycloak-clients.env'), ...clients], {
    cwd: REPO_ROOT,
  });
  const justifications = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'k8s', 'kube-score-justifications.json'), 'utf8')).justified;
  // the two overlays in parallel (kustomize, kubeconform and kube-score are each single-threaded)
  await Promise.all(
    OVERLAYS.map(async (overlay) => {
      let manifests;
      try {
        if (overlay === 'prod') manifests = await buildProduction(fs.readFileSync(PROD_PARAMS_FIXTURE, 'utf8'));
        else
          ({ stdout: manifests } = await exec(tools.kustomize, ['build', path.join('deploy', 'k8s', 'overlays', overlay)], {
            cwd: REPO_ROOT,
            maxBuffer: 64 << 20,
          }));
      } catch (error) {
        problems.push(`kustomize build ${overlay}: ${error.stderr || error.message}`);
        return;
      }
      const file = path.join(toolsDir(), `k8s-${overlay}.yaml`);
      fs.writeFileSync(file, manifests);
      const schemas = standaloneSchemas(tools.venv, manifests);
      const [conform, score] = await Promise.all([
        exec(tools.kubeconform, [
          '-strict',
          '-summary',
          '-schema-location',
          `${schemas}/{{.ResourceKind}}{{.KindSuffix}}.json`,
          '-schema-location',
          `${tools.gatewayApi}/{{.ResourceKind}}{{.KindSuffix}}.json`,
          file,
        ]).catch((error) => ({
          error,
        })),
        // kube-score exits non-zero on any CRITICAL finding: its JSON report is read either way
        exec(tools.kubeScore, ['score', '--output-format', 'json', file], { maxBuffer: 64 << 20 }).catch((error) => error),
      ]);
      if (conform.error) problems.push(`kubeconform ${overlay}: ${(conform.error.stdout || '') + (conform.error.stderr || conform.error.message)}`);
      else {
        output[`kubeconform ${overlay}`] = conform.stdout.trim();
        objects[overlay] = Number(/(\d+) resources? found/.exec(conform.stdout)?.[1] ?? 0);
      }
      const open = unjustified(JSON.parse(score.stdout), justifications);
      findings[overlay] = open.length;
      output[`kube-score ${overlay}`] = open.length ? open.join('\n') : 'no unjustified findings';
      problems.push(...open.map((o) => `kube-score ${overlay}: ${o}`));
    }),
  );
  // the alert rules: Prometheus' parser, and the metric names they use (returned for the test to check)
  let alertMetrics = [];
  try {
    const { stdout } = await exec(tools.rulesCheck, [ALERT_RULES]);
    alertMetrics = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(': ')[1]);
    output.rules = `alert rules: ok (${alertMetrics.length} metric names)`;
  } catch (error) {
    problems.push(`alert rules: ${error.stderr || error.message}`);
  }
  // the production parameters: the example as committed must be refused, the filled fixture accepted
  try {
    const { checkParams, EXAMPLE_FILE } = await import('../../../deploy/k8s/check-params.mjs');
    if (checkParams(fs.readFileSync(EXAMPLE_FILE, 'utf8')).length === 0) problems.push('check-params accepts params.example.env as it is');
    const fixtureProblems = checkParams(fs.readFileSync(PROD_PARAMS_FIXTURE, 'utf8'));
    if (fixtureProblems.length) problems.push(`check-params refuses the filled fixture: ${fixtureProblems.join('; ')}`);
  } catch (error) {
    problems.push(`check-params: ${error.message}`);
  }
  return { problems, output, objects, findings, composeConfig, alertMetrics };
}
