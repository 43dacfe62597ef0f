// Jest in native ESM mode (node --experimental-vm-modules, started by scripts/test.mjs). Tests run as
// the JavaScript that tsc already emitted for the build (dist/**/*.test.js), so nothing is compiled
// twice and there is no transform. One project per part: `npm test -- unit|integration|e2e|component`;
// `production` is `npm run test:production`'s alone. The frontends have no tsc emit (rspack compiles
// them), so the `component` project compiles their TypeScript source with @swc/jest: a per-file
// transform without type checking (the build's typecheck covers the test files), cached by Jest.
const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'];

/** @param {string} displayName @param {string[]} roots @param {object} [options] */
const project = (displayName, roots, options = {}) => ({
  displayName,
  roots: roots.map((r) => `<rootDir>/${r}`),
  testMatch: ['**/*.test.{js,mjs}'],
  testPathIgnorePatterns: ['/node_modules/', '/generated/'],
  transform: {},
  testEnvironment: '<rootDir>/scripts/dev/jest-environment.mjs',
  ...options,
});

/** @swc/jest options for the frontends' source: ES modules, React's automatic JSX runtime, the builds' target. */
const SWC = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
  module: { type: 'es6' },
};

// Integration and browser tests share one running platform and wait on real servers.
const platform = { slowTestThreshold: 30 };

/** @type {import('jest').Config} */
export default {
  projects: [
    project('unit', [
      'contracts/dist',
      'libs/service-kit/dist',
      'gateway/dist',
      ...SERVICES.map((s) => `services/${s}/dist`),
      'scripts/dev',
      'tests/dist/support',
    ]),
    project('integration', ['scripts/infra/test', 'tests/dist/integration'], platform),
    project('e2e', ['tests/dist/e2e'], platform),
    // The production profile's first day: run by `npm run test:production` only (npm test selects the three above).
    project('production', ['tests/dist/production'], platform),
    // Screens in jsdom with React Testing Library; the API is answered by MSW from the contract's routes.
    project('component', ['frontends'], {
      testMatch: ['**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      testEnvironment: 'jest-fixed-jsdom',
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'json'],
      transform: { '^.+\\.tsx?$': ['@swc/jest', SWC] },
      moduleNameMapper: {
        '^keycloak-js$': '<rootDir>/frontends/web-core/testing/keycloak.ts',
        '\\.css$': '<rootDir>/frontends/web-core/testing/empty-module.ts',
      },
      setupFiles: ['<rootDir>/frontends/web-core/testing/development-react.ts'],
      setupFilesAfterEnv: ['<rootDir>/frontends/web-core/testing/setup.ts'],
      // A screen test waits on its mocked answers and the user's steps; each file renders in its own jsdom.
      slowTestThreshold: 10,
    }),
  ],
  // Sign-ins through Keycloak's pages and browser runs take a while on 2 cores (Jest's own default is 5 s).
  testTimeout: 180_000,
  verbose: true,
  reporters: ['default', '<rootDir>/scripts/dev/jest-summary-reporter.mjs'],
  testSequencer: '<rootDir>/scripts/dev/jest-sequencer.mjs',
};
