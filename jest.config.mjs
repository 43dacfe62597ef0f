// Jest 30 in native ESM mode (run with node --experimental-vm-modules, see scripts/test.mjs). The tests
// are the tsc-compiled files in each workspace's dist/ (the build type-checks them), so nothing is
// transformed here. Projects: unit (no servers), integration and e2e (the running test platform).
const common = { testEnvironment: 'node', transform: {}, moduleFileExtensions: ['js', 'mjs'] };
const packages = ['contracts', 'libs/service-kit', 'gateway', 'services/identity', 'services/accounts-kyc', 'services/ledger-withdrawals', 'services/payments', 'services/support'];

export default {
  // Integration and browser tests drive real servers (Keycloak sign-ins, bcrypt PINs, Chromium): minutes, not seconds.
  testTimeout: 180_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: packages.map((p) => `<rootDir>/${p}/dist/**/*.test.js`), testPathIgnorePatterns: ['/node_modules/', '/generated/'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/scripts/infra/test/**/*.test.mjs', '<rootDir>/tests/dist/integration/**/*.test.js'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/dist/e2e/**/*.test.js'] },
  ],
};
