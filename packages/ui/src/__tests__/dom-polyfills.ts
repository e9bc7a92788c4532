// jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses when its module loads.
// Import this first in any test that reaches react-router (until the shared Jest setup does it).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
