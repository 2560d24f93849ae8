import zlib from 'node:zlib';
import { TtlCache } from './ttlCache';

/** Below this size compression saves less than it costs: the answer fits in a packet either way. */
const MIN_COMPRESS_BYTES = 1024;

type ContentEncoding = 'br' | 'gzip';

/**
 * One serialized answer, and its compressed forms, each made once on first demand and then served to
 * every client that accepts it until the entry expires (a cheap phone on a slow link gets a third
 * of the bytes; the server compresses once per entry, not once per request).
 */
export class CachedJson {
  private readonly encoded: Partial<Record<ContentEncoding, Buffer>> = {};
  constructor(readonly json: Buffer) {}

  get compressible(): boolean {
    return this.json.length >= MIN_COMPRESS_BYTES;
  }

  encodedAs(encoding: ContentEncoding): Buffer {
    return (this.encoded[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(this.json, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
            },
          })
        : zlib.gzipSync(this.json, { level: 6 }));
  }
}

/** The best encoding an Accept-Encoding header allows (brotli, then gzip), or null for identity. */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name.trim()) q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const allowed = (name: ContentEncoding) => (q[name] ?? q['*'] ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * A tiny time-bounded cache of serialized answers for hot, rarely changing public lists
 * (categories, news): serving ready UTF-8 bytes avoids a query, a JSON.stringify and, for the
 * mostly Thai and Vietnamese text, re-encoding and measuring the string on every request.
 */
export class JsonCache {
  private readonly entries: TtlCache<string, CachedJson>;
  /** Counts clear() calls, so that a load that began before one is not kept after it. */
  private generation = 0;
  constructor(ttlMs: number, now?: () => number) {
    this.entries = new TtlCache({ ttlMs, maxEntries: 1000, now });
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const value = new CachedJson(Buffer.from(JSON.stringify(await load()), 'utf8'));
    // Cleared while loading: the change behind the clear may have come after this read, so it is
    // answered once and not kept.
    if (generation === this.generation) this.entries.set(key, value);
    return value;
  }

  /** Drops every entry, and any load still under way when it is called. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
