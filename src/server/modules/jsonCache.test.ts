import zlib from 'node:zlib';
import { CachedJson, JsonCache, preferredEncoding } from './jsonCache';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR ; Q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *;q=0.3', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    [['gzip', 'br'], 'br'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(preferredEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('CachedJson', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `หลักสูตรที่ ${i}`, titleVi: `Khóa học ${i}` })) };

  it('compresses once per encoding, to bytes that decode to the same JSON', () => {
    const entry = new CachedJson(Buffer.from(JSON.stringify(big)));
    expect(entry.compressible).toBe(true);
    const br = entry.encodedAs('br');
    expect(entry.encodedAs('br')).toBe(br);
    expect(br.length).toBeLessThan(entry.json.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br).toString('utf8'))).toEqual(big);
    expect(JSON.parse(zlib.gunzipSync(entry.encodedAs('gzip')).toString('utf8'))).toEqual(big);
  });

  it('leaves small answers alone', () => {
    expect(new CachedJson(Buffer.from('[]')).compressible).toBe(false);
  });
});

describe('JsonCache', () => {
  it('serves the stored entry until it expires, then loads again', async () => {
    let now = 1000;
    let loads = 0;
    const cache = new JsonCache(5000, () => now);
    const load = async () => ({ n: ++loads });
    const first = await cache.get('k', load);
    expect(JSON.parse(first.json.toString())).toEqual({ n: 1 });
    now += 4999;
    expect(await cache.get('k', load)).toBe(first);
    now += 1;
    expect(JSON.parse((await cache.get('k', load)).json.toString())).toEqual({ n: 2 });
  });

  it('does not keep an answer whose load began before a clear()', async () => {
    let loads = 0;
    const cache = new JsonCache(5000);
    let release!: () => void;
    const slow = cache.get('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { n: ++loads };
    });
    cache.clear();
    release();
    expect(JSON.parse((await slow).json.toString())).toEqual({ n: 1 });
    const next = await cache.get('k', async () => ({ n: ++loads }));
    expect(JSON.parse(next.json.toString())).toEqual({ n: 2 });
    expect(await cache.get('k', async () => ({ n: ++loads }))).toBe(next);
  });
});
