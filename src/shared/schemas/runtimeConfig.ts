import { Type, type Static } from '@sinclair/typebox';
import { PaymentsRuntimeSchema } from './commerce';

/** GET /api/config: what the SPA reads at start, so one build serves every environment. */
export const RuntimeConfigSchema = Type.Object({
  storageBaseUrl: Type.String(),
  chatWidgetUrl: Type.Union([Type.String(), Type.Null()]),
  passwordMinLength: Type.Integer(),
  firebase: Type.Union([
    Type.Object({ apiKey: Type.String(), authDomain: Type.String(), projectId: Type.String(), authEmulatorUrl: Type.Optional(Type.String()) }),
    Type.Null(),
  ]),
  /** Payments: the test provider's ribbon, and the methods with a provider configured. */
  payments: PaymentsRuntimeSchema,
  /** Features admins switch on and off (settings): the SPA hides what is off. */
  features: Type.Optional(Type.Object({ affiliateProgramme: Type.Boolean(), instructorApplications: Type.Boolean(), socialSignIn: Type.Boolean() })),
});
export type RuntimeConfig = Static<typeof RuntimeConfigSchema>;

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });
export type Health = Static<typeof HealthSchema>;
