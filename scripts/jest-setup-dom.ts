import '@testing-library/jest-dom';
import { api, cleanUpPages, server } from '@kuza/testing';

// Every web test talks to the one fake API (packages/testing): a request nobody answers is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanUpPages();
  api.reset();
  // What a test keeps for the browser session (an editor's undo history) must not reach the next test.
  // (A test file in the node environment has no session storage.)
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
