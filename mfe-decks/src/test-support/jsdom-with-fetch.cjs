// jsdom has no fetch; RTK Query's fetchBaseQuery needs fetch, Request, Response and Headers.
// This environment lends the test window Node's own (undici) implementations.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
    ]) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
