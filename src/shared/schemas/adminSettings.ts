// The settings admins change at run time (GET|PUT /api/Admin/Settings): one TypeBox schema per key,
// which the server checks each changed key against (400 SETTING_INVALID naming the key). The
// deployment's configuration gives the defaults; a stored value overrides its default at once on
// every node.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IsoDateTime, Nullable } from './common';

const Percent = Type.Integer({ minimum: 0, maximum: 100 });
const Minor = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
/** Basis points: 700 is 7 %. At most 50 %. */
const TaxBasisPoints = Type.Integer({ minimum: 0, maximum: 5000 });

/** Each setting's schema, by key. */
export const SETTING_SCHEMAS = {
  /** The instructor's share of a sale (after fees and any affiliate commission), per sale channel. */
  instructorSharePercent: Type.Object({ organic: Percent, instructor: Percent, affiliate: Percent }, { additionalProperties: false }),
  /** An affiliate's commission on a referred sale (of what is left after fees). */
  affiliateCommissionPercent: Percent,
  /** Days after payment within which a buyer may ask for a refund. */
  refundWindowDays: Type.Integer({ minimum: 0, maximum: 365 }),
  /** How long earnings stay pending before they can be paid out. */
  earningsHoldSeconds: Type.Integer({ minimum: 0, maximum: 31_536_000 }),
  /** The smallest payout per currency, in minor units. */
  payoutMinimumMinor: Type.Object({ USD: Minor, THB: Minor, PHP: Minor, VND: Minor }, { additionalProperties: false }),
  /** The tax (VAT) rate per region, in basis points, included in the prices shown. */
  taxRateBasisPoints: Type.Object({ '999': TaxBasisPoints, '174': TaxBasisPoints, '138': TaxBasisPoints, '193': TaxBasisPoints }, { additionalProperties: false }),
  /** Where the contact form's messages are mailed. */
  contactEmail: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>"]+$' }),
  /** The live-chat widget's script address (https, or a path on this site), or null for none. */
  liveChatUrl: Nullable(Type.String({ maxLength: 500, pattern: '^(https://[^\\s<>"]+|/[^/\\s<>"][^\\s<>"]*)$' })),
  /** Feature flags. */
  affiliateProgrammeEnabled: Type.Boolean(),
  socialSignInEnabled: Type.Boolean(),
  instructorApplicationsOpen: Type.Boolean(),
} as const satisfies Record<string, TSchema>;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

/** Every setting's value. */
export const SettingsValuesSchema = Type.Object(SETTING_SCHEMAS, { additionalProperties: false });
export type SettingsValues = Static<typeof SettingsValuesSchema>;

/** GET /Admin/Settings (ETag: the version): every value, its default, and when it was last changed (null: the default, never set). */
export const AdminSettingsSchema = Type.Object({
  /** Goes back in If-Match with a change. */
  version: Type.Integer(),
  values: SettingsValuesSchema,
  defaults: SettingsValuesSchema,
  updatedAt: Type.Record(Type.String(), Nullable(IsoDateTime)),
});
export type AdminSettings = Static<typeof AdminSettingsSchema>;

/**
 * PUT /Admin/Settings: some keys with their new values (If-Match: the version). Checked key by key
 * against SETTING_SCHEMAS by the server, so that a refusal names the key; a value equal to its default
 * is stored like any other.
 */
export const AdminSettingsUpdateSchema = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 32 });
export type AdminSettingsUpdate = Partial<SettingsValues>;
