// Runs before every component test file (jest.config.mjs, project `component`).
import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { server, takeContractViolations } from './msw';

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
