// ESLint 9 flat config: JavaScript and typescript-eslint recommended rules, React hooks rules for the
// frontends, and the import boundaries between the parts of the repository (see `boundaries` below).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const REMOTES = ['dashboard', 'money', 'settings', 'support', 'admin', 'shell'];
const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'];
const NODE_TEST = { name: 'node:test', message: 'Tests run on Jest: import from @jest/globals.' };

/** no-restricted-imports for one folder: only the listed packages of ours (@portal/*) may be imported, and none of `paths`. */
function ourPackagesAllowed(allowed, why, paths = []) {
  const except = allowed.map((name) => `${name.replace('@portal/', '')}(/|$)`).join('|');
  const regex = allowed.length ? `^@portal/(?!${except})` : '^@portal/';
  return ['error', { paths: [NODE_TEST, ...paths], patterns: [{ regex, message: why }] }];
}

/** What a browser bundle must not import: the full entry of contracts (its tests may, to read every language's texts). */
const FULL_CONTRACTS = {
  name: '@portal/contracts',
  message:
    'Frontends import @portal/contracts/web: the full entry carries what only servers use (NATS permissions, e-mail texts, process secrets) and every language.',
};

/** Routing comes from @portal/web-core/router: the one module shared as the page's router (rspack.common.mjs). */
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import routing from @portal/web-core/router: the shell and the remotes share that one module, so they share one router.',
}));
/** The files that import react-router itself: the shared module, and the landing page's prerender on Node. */
const ROUTER_SOURCES = ['frontends/web-core/src/router.ts', 'frontends/shell/src/prerender.tsx'];

/** The import boundary of one frontend folder: its code ships to browsers; its tests run in Node. */
function frontendBoundary(folder, allowed, why) {
  return [
    { files: [`frontends/${folder}/**`], rules: { 'no-restricted-imports': ourPackagesAllowed(allowed, why, [FULL_CONTRACTS, ...ROUTER_PACKAGES]) } },
    // Tests and their helpers (web-core/testing: the API mocks check answers against the declarations' schemas).
    {
      files: [`frontends/${folder}/**/*.test.{ts,tsx}`, `frontends/${folder}/testing/**`],
      rules: { 'no-restricted-imports': ourPackagesAllowed(allowed, why, ROUTER_PACKAGES) },
    },
    {
      files: ROUTER_SOURCES.filter((file) => file.startsWith(`frontends/${folder}/`)),
      rules: { 'no-restricted-imports': ourPackagesAllowed(allowed, why, [FULL_CONTRACTS]) },
    },
  ].filter((entry) => entry.files.length > 0);
}

/** Inside a remote, src/features/<a> never imports src/features/<b>: features are composed in the app layer. */
function featureZones(remote) {
  const features = `frontends/${remote}/src/features`;
  let names = [];
  try {
    names = readdirSync(features, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return names.map((name) => ({
    target: `./${features}/${name}`,
    from: `./${features}`,
    except: [`./${name}`],
    message: 'A feature does not import another feature: compose them in the app layer, or move what both need to src/shared or @portal/web-core.',
  }));
}

// The product's packages; scripts/ and the frontends' build configs are tooling around them.
const PACKAGE_SOURCES = ['contracts/src/**', 'libs/*/src/**', 'services/*/src/**', 'gateway/src/**', 'frontends/*/src/**'];

const importResolver = {
  // How import-x parses the modules it follows (no-cycle reads every module an import leads to).
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
  'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
};

/** The gateway reaches services over NATS and serves the frontends as built files: it imports none of their code, nor the tests'. */
const GATEWAY_ZONES = ['./services', './frontends', './tests'].map((from) => ({
  target: './gateway',
  from,
  message: 'The gateway imports only @portal/contracts and @portal/service-kit: services are reached over NATS, frontends are served as built files.',
}));

/** Tests reach the product through contracts and its HTTP and NATS edges, never through a service's or the gateway's source. */
const TESTS_ZONES = [...SERVICES.map((s) => `./services/${s}/src`), './gateway/src', './frontends'].map((from) => ({
  target: './tests',
  from,
  message: "Tests reach the product through @portal/contracts and the HTTP and NATS edges, not through a service's or the gateway's code.",
}));

/**
 * The packages of ours tests may import: contracts, service-kit (the NATS client, the migration runner), infra (the
 * platform); of a service only its generated Prisma client (the database schema a probe reads) and its
 * dist/testing.js; of the gateway only dist/testing.js (each testing.js: the few parts it exposes for tests).
 */
const TESTS_OUR_PACKAGES = `^@portal/(?!(contracts|service-kit|infra)(/|$)|(${SERVICES.join('|')})/dist/(generated/prisma/client|testing)\\.js$|gateway/dist/testing\\.js$)`;

const boundaries = [
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NODE_TEST] }] },
  },
  {
    files: PACKAGE_SOURCES,
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      // A workspace package is imported by its name (@portal/...), never by a relative path into its folder.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...REMOTES.flatMap(featureZones), ...GATEWAY_ZONES] }],
    },
  },
  {
    files: ['tests/**'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: TESTS_ZONES }],
      'no-restricted-imports': [
        'error',
        {
          paths: [NODE_TEST],
          patterns: [
            {
              regex: TESTS_OUR_PACKAGES,
              message:
                "Tests import @portal/contracts, service-kit and infra, a service's Prisma client and dist/testing.js, and gateway/dist/testing.js only.",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere: a cycle makes the load order decide what a module sees.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['contracts/**'], rules: { 'no-restricted-imports': ourPackagesAllowed([], 'contracts imports nothing of ours: everything else depends on it.') } },
  {
    files: ['libs/service-kit/**'],
    rules: { 'no-restricted-imports': ourPackagesAllowed(['@portal/contracts'], 'service-kit builds on @portal/contracts only.') },
  },
  {
    files: ['services/**'],
    rules: {
      'no-restricted-imports': ourPackagesAllowed(
        ['@portal/contracts', '@portal/service-kit'],
        'A service imports only @portal/contracts and @portal/service-kit: other services and the gateway are reached over NATS.',
      ),
    },
  },
  {
    files: ['gateway/**'],
    rules: {
      'no-restricted-imports': ourPackagesAllowed(
        ['@portal/contracts', '@portal/service-kit'],
        'The gateway imports only @portal/contracts and @portal/service-kit: services are reached over NATS, frontends are served as built files.',
      ),
    },
  },
  ...frontendBoundary(
    'web-core',
    ['@portal/contracts', '@portal/web-core/router'],
    'web-core builds on @portal/contracts only (and routes through its own shared module, @portal/web-core/router).',
  ),
  ...REMOTES.flatMap((remote) =>
    frontendBoundary(remote, ['@portal/contracts', '@portal/web-core'], 'A frontend never imports another remote: shared code lives in @portal/web-core.'),
  ),
];

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/generated/', '.data/', 'coverage/', 'test-results/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  { languageOptions: { globals: globals.node } },
  {
    files: ['frontends/*/src/**', 'deploy/keycloak/themes/**'],
    languageOptions: { globals: globals.browser },
  },
  { files: ['tests/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['deploy/k6/**'], languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', open: 'readonly' } } },
  { files: ['deploy/keycloak/themes/**/*.js'], languageOptions: { sourceType: 'script' } },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // exhaustive-deps is only a warning in the preset; the code already treats it as a rule (its disable comments).
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters, skipped tuple entries).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `catch {}` is how best-effort cleanup says "ignore this failure".
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  ...boundaries,
);
