// jsdom has no fetch; RTK Query's fetchBaseQuery needs fetch, Request, Response and Headers.
// This environment lends the test window Node's own (undici) implementations. Tests still answer
// every call themselves (jest.spyOn(window, 'fetch')); nothing reaches the network.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
    ];
    // undici's Request accepts only its own AbortSignal.
    names.push('AbortController', 'AbortSignal');
    for (const name of names) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
