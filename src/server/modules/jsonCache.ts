/**
 * A tiny time-bounded cache of serialized answers for hot, rarely changing public lists
 * (categories, news): serving ready UTF-8 bytes avoids a query, a JSON.stringify and, for the
 * mostly Thai and Vietnamese text, re-encoding and measuring the string on every request.
 */
export class JsonCache {
  private readonly entries = new Map<string, { json: Buffer; expires: number }>();
  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  async get(key: string, load: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.json;
    const json = Buffer.from(JSON.stringify(await load()), 'utf8');
    if (this.entries.size > 1000) this.entries.clear();
    this.entries.set(key, { json, expires: this.now() + this.ttlMs });
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}
