import '@testing-library/jest-dom';
import { api, cleanUpPages, server } from '@kuza/testing';

// Every web test talks to the one fake API (packages/testing): a request nobody answers is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanUpPages();
  api.reset();
});
afterAll(() => server.close());
