// What the runtime configuration says about payments (GET /api/config `payments`, when the server sends it).
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import type { PaymentsRuntime } from '../../../shared/schemas/commerce';
import { PAYOUT_MINIMUM_MINOR, type Currency } from '../../../shared/constants';

interface WithConfig {
  config: { data: RuntimeConfig | null };
}

/** null before the configuration is read (or from a server without payments). */
export const selectPaymentsRuntime = (state: WithConfig): PaymentsRuntime | null => (state.config.data as Partial<RuntimeConfig> | null)?.payments ?? null;

/** The test payment provider is on: every public page shows the "test payments" ribbon. */
export const selectPaymentsTestMode = (state: WithConfig): boolean => selectPaymentsRuntime(state)?.testMode === true;

/** The smallest payout per currency in force (the admins' setting; the built-in default until the configuration is read). */
export const selectPayoutMinimums = (state: WithConfig): { readonly [C in Currency]: number } => selectPaymentsRuntime(state)?.payoutMinimumMinor ?? PAYOUT_MINIMUM_MINOR;
