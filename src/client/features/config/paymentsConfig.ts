// What the runtime configuration says about payments (GET /api/config `payments`, when the server sends it).
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import type { PaymentsRuntime } from '../../../shared/schemas/commerce';

interface WithConfig {
  config: { data: RuntimeConfig | null };
}

/** null before the configuration is read (or from a server without payments). */
export const selectPaymentsRuntime = (state: WithConfig): PaymentsRuntime | null => (state.config.data as Partial<RuntimeConfig> | null)?.payments ?? null;

/** The test payment provider is on: every page (each layout) shows the "test payments" ribbon. */
export const selectPaymentsTestMode = (state: WithConfig): boolean => selectPaymentsRuntime(state)?.testMode === true;
