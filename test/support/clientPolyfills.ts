// Runs before every client test file loads its modules (jest.config.js: the client project's setupFiles).
// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as { TextEncoder?: unknown; TextDecoder?: unknown };
if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;
