// The part of i18next this SPA uses, in about 1 KB gzip instead of i18next's 15: webpack resolves
// `i18next` to this module (webpack.config.ts), jest keeps the real package, and i18nLite.test.tsx checks
// that both give the same text for every key of every language (plurals, context, interpolation).
//
// Supported: one namespace (`translation`) with nested keys ('.'), a backend module (`use`) reading
// one language at a time, `t` with interpolation ({{name}}, {{- name}}, nested paths), `count` plurals
// (Intl.PluralRules suffixes, `_zero` for 0), `context`, `defaultValue`, `parseMissingKeyHandler`, `lng`;
// `changeLanguage` (loads, then switches and emits `languageChanged`), `on`/`off`, `getFixedT`.
// Not supported (unused here): namespaces, fallback languages, nesting ($t), formatters, returnObjects.

type Dict = { [key: string]: unknown };
export type TOptions = Dict & { count?: unknown; context?: unknown; defaultValue?: unknown; lng?: string };
export type TFunction = (key: string | string[], options?: TOptions | string) => string;
type ReadCallback = (err: unknown, data: unknown) => void;
interface Backend {
  type: 'backend';
  init?: (...args: unknown[]) => void;
  read(language: string, namespace: string, callback: ReadCallback): void;
}
interface Module {
  type?: string;
  init?: (instance: I18nLite) => void;
}
interface InitOptions {
  lng?: string;
  resources?: Record<string, { translation?: Dict }>;
  parseMissingKeyHandler?: (key: string, defaultValue?: string) => string;
  [option: string]: unknown;
}
type Listener = (lng: string) => void;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number): string {
  let rule = pluralRules.get(lng);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(lng);
    } catch {
      rule = new Intl.PluralRules('en');
    }
    pluralRules.set(lng, rule);
  }
  return `_${rule.select(count)}`;
}

/** data[path] when present, else the nested lookup a.b.c (as i18next's interpolation). */
function lookup(data: unknown, path: string): unknown {
  if (data == null || typeof data !== 'object') return undefined;
  if (path in (data as Dict)) return (data as Dict)[path];
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Dict)[part];
  }
  return node;
}

const VARIABLE = /\{\{(-?)\s*(.+?)\s*\}\}/g;

/** {{name}} and {{- name}}; a variable not given stays as written, one given as undefined/null becomes ''. */
function interpolate(text: string, data: Dict): string {
  return text.replace(VARIABLE, (match, _unescaped: string, name: string) => {
    const value = lookup(data, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(data, name) ? '' : match;
    return value == null ? '' : String(value);
  });
}

export class I18nLite {
  isInitialized = false;
  language = '';
  languages: string[] = [];
  options: InitOptions = {};
  private store: Record<string, Dict> = {};
  private backend: Backend | null = null;
  private modules: Module[] = [];
  private listeners = new Map<string, Set<Listener>>();
  private fixed = new Map<string, TFunction>();

  use(module: Backend | Module): this {
    if (module.type === 'backend') this.backend = module as Backend;
    else this.modules.push(module as Module);
    return this;
  }

  async init(options: InitOptions = {}): Promise<TFunction> {
    this.options = options;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) this.store[lng] = namespaces.translation ?? {};
    for (const module of this.modules) module.init?.(this);
    const lng = options.lng ?? 'dev';
    if (!options.resources) await this.load(lng);
    this.setLanguage(lng);
    this.isInitialized = true;
    this.emit('initialized', lng);
    return this.t;
  }

  /** Loads the language (once), then switches to it; resolves even when the file did not load (as i18next). */
  async changeLanguage(lng: string): Promise<TFunction> {
    if (!this.store[lng]) await this.load(lng);
    if (lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    return this.t;
  }

  on(event: string, listener: Listener): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** A `t` bound to one language (the same function for the same language). */
  getFixedT(lng?: string | null): TFunction {
    if (!lng) return this.t;
    let t = this.fixed.get(lng);
    if (!t) {
      t = (key, options) => this.t(key, { ...(typeof options === 'object' ? options : undefined), lng });
      this.fixed.set(lng, t);
    }
    return t;
  }

  exists(key: string, options?: TOptions): boolean {
    return this.resolve(String(key), options ?? {}, options?.lng ?? this.language) !== undefined;
  }

  t: TFunction = (keys, rawOptions) => {
    const options: TOptions = typeof rawOptions === 'object' && rawOptions ? rawOptions : typeof rawOptions === 'string' ? { defaultValue: rawOptions } : {};
    const list = Array.isArray(keys) ? keys.map(String) : [String(keys)];
    const lng = options.lng ?? this.language;
    let found: string | undefined;
    for (const key of list) {
      found = this.resolve(key, options, lng);
      if (found !== undefined) break;
    }
    const key = list[list.length - 1] ?? '';
    if (found !== undefined) return interpolate(found, options);
    const defaultValue = options.defaultValue === undefined ? undefined : interpolate(String(options.defaultValue), options);
    const handler = this.options.parseMissingKeyHandler;
    if (handler) return handler(key, defaultValue);
    return defaultValue ?? key;
  };

  /** The text of a key: key_context_plural, key_context, key_plural, key (i18next's order of lookup). */
  private resolve(key: string, options: TOptions, lng: string): string | undefined {
    const dict = this.store[lng];
    if (!dict) return undefined;
    const candidates = [key];
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    const suffix = plural ? pluralSuffix(lng, Number(count)) : '';
    if (plural) {
      candidates.push(key + suffix);
      if (count === 0) candidates.push(`${key}_zero`);
    }
    const context = options.context;
    if (context !== undefined && context !== '' && (typeof context === 'string' || typeof context === 'number')) {
      const contextKey = `${key}_${context}`;
      candidates.push(contextKey);
      if (plural) {
        candidates.push(contextKey + suffix);
        if (count === 0) candidates.push(`${contextKey}_zero`);
      }
    }
    for (const candidate of candidates.reverse()) {
      const value = lookup(dict, candidate);
      if (value !== undefined && value !== null && typeof value !== 'object') return String(value);
    }
    return undefined;
  }

  private load(lng: string): Promise<void> {
    const backend = this.backend;
    if (!backend) return Promise.resolve();
    return new Promise((resolve) => {
      backend.read(lng, 'translation', (err, data) => {
        if (err || !data) console.error(`i18n: ${lng} did not load`, err);
        else this.store[lng] = data as Dict;
        resolve();
      });
    });
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.languages = [lng];
  }

  private emit(event: string, lng: string): void {
    for (const listener of this.listeners.get(event) ?? []) listener(lng);
  }
}

export function createInstance(): I18nLite {
  return new I18nLite();
}

const i18next = createInstance();
export default i18next;
