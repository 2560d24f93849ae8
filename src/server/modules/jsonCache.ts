/**
 * A tiny time-bounded cache of serialized answers for hot, rarely changing public lists
 * (categories, news): serving a ready string avoids a query and a JSON.stringify per request.
 */
export class JsonCache {
  private readonly entries = new Map<string, { json: string; expires: number }>();
  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.json;
    const json = JSON.stringify(await load());
    if (this.entries.size > 1000) this.entries.clear();
    this.entries.set(key, { json, expires: this.now() + this.ttlMs });
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}
