// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Import this first.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as { TextEncoder?: unknown; TextDecoder?: unknown };
if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;
