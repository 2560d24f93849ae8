import fs from 'node:fs';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { freshIp, problemCode } from '../../test-support/fixtures';
import { ConfigError, parseConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: 'team@academy.test' } });
});
afterAll(() => t.close());

const valid = { name: 'Ana Reyes', email: 'ana@example.com', subject: 'Group booking', message: 'Hello, can a school class of 20 join the robo camp in Cebu?', lang: 'tl' };

function post(payload: unknown, remoteAddress = freshIp(), headers: Record<string, string> = {}) {
  return t.request({ method: 'POST', url: '/api/Contact', payload: payload as Record<string, unknown>, remoteAddress, headers });
}

/** The decoded parts of an .eml by content type (quoted-printable or base64). */
function mailParts(file: string): { headers: string; text: string; html: string } {
  const raw = fs.readFileSync(file, 'utf8');
  const headers = raw.slice(0, raw.indexOf('\n\n'));
  const decode = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^\\n]*\\n(?:Content-Transfer-Encoding: ([^\\n]*)\\n)?\\n([\\s\\S]*?)\\n--`, 'i').exec(raw);
    const [encoding, body] = [match?.[1]?.trim().toLowerCase(), match?.[2] ?? ''];
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const soft = body.replace(/=\r?\n/g, '');
      return Buffer.from(soft.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
    }
    return body;
  };
  return { headers, text: decode('text/plain'), html: decode('text/html') };
}

async function rows() {
  return (await t.database.pool.query<{ name: string; email: string; subject: string; message: string; lang: string | null; ip: string; user_agent: string; mailed_at: Date | null }>('select * from contact_messages order by id')).rows;
}

describe('POST /api/Contact', () => {
  it('stores the message and mails it to CONTACT_EMAIL with Reply-To the sender, the text escaped in HTML (202)', async () => {
    const before = (await t.mails()).length;
    const message = 'Hi <script>alert("x")</script> & <b>bold</b>\n\nSecond paragraph: สวัสดีครับ, xin chào.';
    const res = await post({ ...valid, message, subject: 'Question <img src=x onerror=alert(1)>' }, '10.9.8.7', { 'user-agent': `Mozilla/5.0 ${'x'.repeat(1000)}` });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });

    const stored = (await rows()).at(-1)!;
    expect(stored).toMatchObject({ name: valid.name, email: valid.email, message, lang: 'tl', ip: '10.9.8.7' });
    expect(stored.user_agent.startsWith('Mozilla/5.0 xxx')).toBe(true);
    expect(stored.user_agent.length).toBe(300);
    expect(stored.mailed_at).toBeInstanceOf(Date);

    const mails = (await t.mails());
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('team@academy.test');
    expect(mail.subject).toContain('Question <img src=x onerror=alert(1)>');
    const parts = mailParts(mail.file);
    expect(parts.headers).toMatch(/^Reply-To: ana@example\.com$/m);
    expect(parts.text).toContain(message);
    expect(parts.text).toContain('Ana Reyes <ana@example.com>');
    expect(parts.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(parts.html).toContain('สวัสดีครับ');
    expect(parts.html).not.toContain('<script>');
    expect(parts.html).not.toContain('<b>bold');
    expect(parts.html).not.toContain('<img');
  });

  it.each([
    ['no name', { ...valid, name: undefined }, 'body.name'],
    ['an empty name', { ...valid, name: '' }, 'body.name'],
    ['a blank name', { ...valid, name: '   ' }, 'body.name'],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'body.email'],
    ['a header in the e-mail', { ...valid, email: 'a@example.com\nBcc: victim@example.com' }, 'body.email'],
    ['no subject', { ...valid, subject: '' }, 'body.subject'],
    ['a long subject', { ...valid, subject: 's'.repeat(151) }, 'body.subject'],
    ['a short message', { ...valid, message: 'Hi' }, 'body.message'],
    ['a blank message', { ...valid, message: ' '.repeat(20) }, 'body.message'],
    ['a long message', { ...valid, message: 'm'.repeat(5001) }, 'body.message'],
    ['an unknown language', { ...valid, lang: 'de' }, 'body.lang'],
  ])('refuses %s with VALIDATION_FAILED and stores nothing', async (_label, payload, field) => {
    const count = (await rows()).length;
    const mails = (await t.mails()).length;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
    expect(res.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(field);
    expect((await rows()).length).toBe(count);
    expect((await t.mails()).length).toBe(mails);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request({ method: 'POST', url: '/api/Contact', payload: '{"name":', headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('INVALID_JSON');
  });

  it('allows 5 messages per 10 minutes per address, then 429 RATE_LIMITED; another address is not affected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post(valid, ip)).statusCode).toBe(202);
    const limited = await post(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(problemCode(limited)).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(valid, freshIp())).statusCode).toBe(202);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test' };

  it('CONTACT_EMAIL defaults to contact@academy.local and must be an address', () => {
    expect(parseConfig(base).contactEmail).toBe('contact@academy.local');
    expect(() => parseConfig({ ...base, CONTACT_EMAIL: 'nobody' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, CONTACT_EMAIL: 'a@b.c\r\nBcc: x@y.z' })).toThrow(ConfigError);
  });

  it('the demo chat widget is on by default; CHAT_WIDGET_URL=off or empty turns it off', () => {
    expect(parseConfig(base).chatWidgetUrl).toBe('/chat/academy-chat.js');
    expect(parseConfig({ ...base, CHAT_WIDGET_URL: 'off' }).chatWidgetUrl).toBeNull();
    expect(parseConfig({ ...base, CHAT_WIDGET_URL: '' }).chatWidgetUrl).toBeNull();
    expect(parseConfig({ ...base, CHAT_WIDGET_URL: 'https://chat.example.com/w.js' }).chatWidgetUrl).toBe('https://chat.example.com/w.js');
  });
});
