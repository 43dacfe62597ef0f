// Runs before every component test file (jest.config.mjs, project `component`).
import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { server, takeContractViolations } from './msw';

// npm test runs these beside the platform and the browser tests on two cores: a screen's answer or a lazily
// loaded module can take longer than Testing Library's 1 s default to arrive (over 5 s seen while a file took 41 s).
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// jsdom lays nothing out, so it has no scrolling.
window.scrollTo = () => undefined;
afterEach(() => {
  cleanup();
  server.resetHandlers();
  const violations = takeContractViolations();
  if (violations.length) throw new Error(`mocked API calls broke the contract:\n${violations.join('\n')}`);
});
afterAll(() => server.close());
