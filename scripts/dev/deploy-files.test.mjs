// The deployment files as a platform team would check them (no cluster or container engine needed):
// `docker-compose config` (Debian's docker-compose), `kustomize build` of the dev and prod overlays,
// kubeconform in strict mode against Kubernetes JSON schemas installed offline (kubernetes-validate from
// PyPI), and kube-score with every finding fixed or justified in deploy/k8s/kube-score-justifications.json.
// The tools are installed once under .data/tools (scripts/infra/lib/deploy-check.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, test } from '@jest/globals';
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

test('a missing secret stops docker-compose with a message naming it', async () => {
  const { execFileSync } = await import('node:child_process');
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const file = path.join(ROOT, '.data', 'tools', 'compose-missing-secret.env');
  fs.writeFileSync(file, example.replace(/^([A-Z_]+)=$/gm, '$1=set').replace(/^KYC_LINK_SECRET=.*$/m, 'KYC_LINK_SECRET='));
  // the shell's variables win over the env file: none of the file's may come from this process (the test platform sets some)
  const names = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !names.has(key)));
  let stderr = '';
  try {
    execFileSync('docker-compose', ['--env-file', file, '-f', 'docker-compose.yml', 'config', '--quiet'], { cwd: ROOT, env, stdio: 'pipe' });
  } catch (error) {
    stderr = String(error.stderr);
  }
  assert.match(stderr, /KYC_LINK_SECRET/);
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
