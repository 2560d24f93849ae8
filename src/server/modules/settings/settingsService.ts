// Settings admins change at run time: validated key by key, audited, applied without a restart.
// The deployment's configuration (environment, constants) gives each setting's default; a stored
// value (app_settings) overrides it. Every process keeps the values in memory: a change sets them here
// at once and clears them on every other node through the cache bus, which reload them.
import { eq, inArray, sql } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import { COUNTRY_IDS, type CountryId, PAYOUT_MINIMUM_MINOR, REGION_TAX } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { SETTING_KEYS, SETTING_SCHEMAS, type AdminSettings, type SettingKey, type SettingsValues } from '../../../shared/schemas/adminSettings';
import type { ServerContext } from '../../context';
import { appSettings, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { versionConflict } from '../../plugins/versioning';
import { audit } from '../audit/audit';

/** The cache bus name: a change clears (and reloads) the values on every node. */
export const SETTINGS_CACHE = 'settings';
/** The row that counts the changes (the version If-Match names); not a setting. */
const VERSION_KEY = '__version';

const isKey = (key: string): key is SettingKey => (SETTING_KEYS as string[]).includes(key);

/** The defaults: what the deployment's configuration says. */
export function defaultSettings(config: ServerContext['config']): SettingsValues {
  const tax = Object.fromEntries(COUNTRY_IDS.map((id) => [String(id), REGION_TAX[id].rateBasisPoints])) as SettingsValues['taxRateBasisPoints'];
  return {
    instructorSharePercent: { ...config.earnings.instructorSharePercent },
    affiliateCommissionPercent: config.earnings.affiliateCommissionPercent,
    refundWindowDays: config.payments.refundWindowDays,
    earningsHoldSeconds: config.earnings.holdSeconds,
    payoutMinimumMinor: { ...PAYOUT_MINIMUM_MINOR },
    taxRateBasisPoints: tax,
    contactEmail: config.contactEmail,
    liveChatUrl: config.chatWidgetUrl,
    affiliateProgrammeEnabled: true,
    socialSignInEnabled: true,
    instructorApplicationsOpen: true,
  };
}

/** Why `value` is not a valid value of `key`, or null. */
function problemOf(key: SettingKey, value: unknown): { path: string; message: string } | null {
  const schema = SETTING_SCHEMAS[key];
  if (Value.Check(schema, value)) return null;
  const first = Value.Errors(schema, value).First();
  const where = first?.path ? `${key}${first.path.replace(/\//g, '.')}` : key;
  return { path: where, message: first?.message ?? 'is not valid' };
}

interface Stored {
  values: Partial<SettingsValues>;
  updatedAt: Partial<Record<SettingKey, Date>>;
  version: number;
}

export class SettingsService {
  readonly defaults: SettingsValues;
  private stored: Stored = { values: {}, updatedAt: {}, version: 0 };
  private snapshot: SettingsValues;
  /** The load under way after a change elsewhere (or the first one); values() waits for it. */
  private loading: Promise<void> | null = null;

  constructor(private readonly ctx: ServerContext) {
    this.defaults = defaultSettings(ctx.config);
    this.snapshot = this.defaults;
    ctx.cacheBus.register(SETTINGS_CACHE, () => {
      this.loading = this.load();
    });
  }

  /**
   * The values in force now, synchronously: what was last loaded (the defaults before the first load,
   * which the app does when it is ready). Code that can wait uses values().
   */
  current(): SettingsValues {
    return this.snapshot;
  }

  /** The values in force, once any reload started by a change on another node has finished. */
  async values(): Promise<SettingsValues> {
    if (this.loading) await this.loading;
    return this.snapshot;
  }

  /** Reads the stored values (the app calls it once the database is ready). A failed read keeps the values in force. */
  async load(): Promise<void> {
    try {
      const rows = await this.ctx.db.select().from(appSettings);
      this.apply(rows);
    } catch (err) {
      if (this.ctx.config.logLevel !== 'silent') console.error('settings: reading the stored values failed; the values in force stay', err);
    }
  }

  private apply(rows: (typeof appSettings.$inferSelect)[]): void {
    const next: Stored = { values: {}, updatedAt: {}, version: 0 };
    for (const row of rows) {
      if (row.key === VERSION_KEY) next.version = typeof row.value === 'number' ? row.value : 0;
      else if (isKey(row.key) && problemOf(row.key, row.value) === null) {
        (next.values as Record<string, unknown>)[row.key] = row.value;
        next.updatedAt[row.key] = row.updatedAt;
      }
    }
    this.stored = next;
    this.snapshot = { ...this.defaults, ...next.values };
  }

  /** GET /Admin/Settings: the values, the defaults, when each was changed, and the version. */
  async adminView(): Promise<AdminSettings> {
    await this.load();
    return this.view();
  }

  private view(): AdminSettings {
    return {
      version: this.stored.version,
      values: this.snapshot,
      defaults: this.defaults,
      updatedAt: Object.fromEntries(SETTING_KEYS.map((k) => [k, this.stored.updatedAt[k]?.toISOString() ?? null])),
    };
  }

  /**
   * PUT /Admin/Settings: changes the keys given (If-Match: the version; 409 VERSION_CONFLICT when
   * someone changed the settings since). 400 SETTING_UNKNOWN for a key that is no setting, 400
   * SETTING_INVALID naming the key (and the field inside it) for a value its schema refuses. One audit
   * line `settings.update` with the changed keys before and after, in the same transaction.
   */
  async update(admin: CustomerRow, body: Record<string, unknown>, expectedVersion: number): Promise<AdminSettings> {
    const keys = Object.keys(body);
    const unknown = keys.filter((k) => !isKey(k));
    if (unknown.length) {
      throw new AppError(400, ERROR_CODES.SETTING_UNKNOWN, `No such setting: ${unknown.join(', ')}.`, {}, unknown.map((k) => ({ path: `body.${k}`, message: 'is not a setting' })));
    }
    const problems = (keys as SettingKey[]).flatMap((k) => {
      const problem = problemOf(k, body[k]);
      return problem ? [problem] : [];
    });
    if (problems.length) {
      throw new AppError(400, ERROR_CODES.SETTING_INVALID, problems.map((p) => `${p.path}: ${p.message}`).join('; '), {}, problems.map((p) => ({ path: `body.${p.path}`, message: p.message })));
    }
    const outcome = await this.ctx.db.transaction(async (tx) => {
      // The version row, locked: changes one at a time.
      await tx.insert(appSettings).values({ key: VERSION_KEY, value: 0 }).onConflictDoNothing();
      const [versionRow] = await tx.select().from(appSettings).where(eq(appSettings.key, VERSION_KEY)).for('update');
      const version = typeof versionRow?.value === 'number' ? versionRow.value : 0;
      const storedRows = await tx.select().from(appSettings).where(inArray(appSettings.key, keys.length ? keys : [VERSION_KEY]));
      const storedNow = new Map(storedRows.map((r) => [r.key, r.value]));
      const current = (k: SettingKey) => (storedNow.has(k) && problemOf(k, storedNow.get(k)) === null ? storedNow.get(k) : this.defaults[k]);
      if (version !== expectedVersion) return 'stale' as const;
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of keys as SettingKey[]) {
        if (JSON.stringify(current(key)) === JSON.stringify(body[key])) continue;
        before[key] = current(key);
        after[key] = body[key];
      }
      if (Object.keys(after).length === 0) return 'unchanged' as const;
      const now = new Date();
      for (const key of Object.keys(after)) {
        // JSON null (no live chat) is a value: the driver would write SQL NULL.
        const value = after[key] === null ? sql`'null'::jsonb` : after[key];
        await tx
          .insert(appSettings)
          .values({ key, value, updatedBy: admin.id, updatedAt: now })
          .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: admin.id, updatedAt: now } });
      }
      await tx.update(appSettings).set({ value: version + 1, updatedBy: admin.id, updatedAt: now }).where(eq(appSettings.key, VERSION_KEY));
      await audit(tx, { actorId: admin.id, action: 'settings.update', targetType: 'settings', targetId: 'app', before, after, detail: { keys: Object.keys(after) } });
      return 'saved' as const;
    });
    await this.load();
    // Someone saved since the version the edit started from: the settings as they are now go with the 409.
    if (outcome === 'stale') throw versionConflict(this.stored.version, this.view());
    if (outcome === 'unchanged') return this.view();
    // Here at once; on the other nodes as soon as the bus carries the message.
    this.ctx.cacheBus.invalidate(SETTINGS_CACHE);
    return this.view();
  }

  /** The tax rate (basis points) in force for a region. */
  taxRate(country: CountryId): number {
    return this.snapshot.taxRateBasisPoints[String(country) as keyof SettingsValues['taxRateBasisPoints']];
  }
}
