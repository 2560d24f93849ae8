// What arrives before any route: JSON bodies that are not UTF-8, and requests Node's HTTP parser
// refuses (an address or headers past maxHeaderSize). The latter never reach Fastify's routing, and
// inject() skips the parser, so those run against a listening server through a raw socket.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test-support/testApp';
import { customerRow, problemCode } from '../test-support/fixtures';
import type { Customer } from '../../shared/schemas/customer';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const json = (parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

describe('JSON bodies are UTF-8', () => {
  it.each([
    ['a stray continuation byte', [0x80]],
    ['an invalid byte', [0xff]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a cut-off sequence', [0xe0, 0xa4]],
    ['Latin-1 text', [0xe9, 0x74, 0xe9]],
  ])('refuses %s with INVALID_JSON and stores nothing', async (_label, bytes) => {
    const { token } = await t.signUp(`utf8${bytes.join('').slice(0, 8)}`);
    const before = await customerRow(t, `utf8${bytes.join('').slice(0, 8)}`);
    const res = await t.request({ method: 'PUT', url: '/api/Customers', token, headers: { 'content-type': 'application/json' }, payload: json(['{"firstName":"A', bytes, 'B"}']) });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('INVALID_JSON');
    expect(await customerRow(t, before.username)).toEqual(before);
  });

  it('takes valid UTF-8 in every script, exactly as sent', async () => {
    const { token } = await t.signUp('utf8valid');
    const firstName = 'สมชาย Nguyễn 🙂 ﬀ';
    const res = await t.request({ method: 'PUT', url: '/api/Customers', token, headers: { 'content-type': 'application/json; charset=utf-8' }, payload: json([`{"firstName":"${firstName}"}`]) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Customer>().firstName).toBe(firstName);
    expect((await customerRow(t, 'utf8valid')).firstName).toBe(firstName);
  });

  it('keeps the JSON parser\'s other refusals: malformed, empty, prototype poisoning', async () => {
    for (const payload of ['{"username":', '', '{"__proto__":{"role":"admin"},"username":"a","password":"b"}', '{"constructor":{"prototype":{"x":1}},"username":"a","password":"b"}']) {
      const res = await t.request({ method: 'POST', url: '/api/Auth', headers: { 'content-type': 'application/json' }, payload });
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

/** Sends raw bytes on a new connection and reads everything until the server closes it. */
function rawRequest(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    // Written, not ended: the server closes the connection once it has answered.
    socket.write(text);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a too-long address with 431 problem+json', async () => {
    const res = await rawRequest(`GET /api/Categories?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({
      type: 'about:blank',
      title: 'Request Header Fields Too Large',
      status: 431,
      code: 'REQUEST_HEADERS_TOO_LARGE',
      detail: 'The address or the headers are too long.',
    });
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('answers too-long headers with 431 problem+json', async () => {
    const res = await rawRequest(`GET /api/Categories HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ status: 431, code: 'REQUEST_HEADERS_TOO_LARGE' });
  });

  it('answers a malformed request with 400 problem+json', async () => {
    const res = await rawRequest('THIS IS NOT HTTP\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('serves the next request normally', async () => {
    const res = await rawRequest('GET /api/Categories HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
