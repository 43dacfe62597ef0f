// Jest in native ESM mode (node --experimental-vm-modules, started by scripts/test.mjs). Tests run as
// the JavaScript that tsc already emitted for the build (dist/**/*.test.js), so nothing is compiled
// twice and there is no transform. One project per part: `npm test -- unit|integration|e2e`; `production` is
// `npm run test:production`'s alone.
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
  ],
  // Sign-ins through Keycloak's pages and browser runs take a while on 2 cores (Jest's own default is 5 s).
  testTimeout: 180_000,
  verbose: true,
  reporters: ['default', '<rootDir>/scripts/dev/jest-summary-reporter.mjs'],
  testSequencer: '<rootDir>/scripts/dev/jest-sequencer.mjs',
};
