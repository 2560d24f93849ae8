// The runtime configuration as other parts of the SPA see it.
export { configActions, selectConfigStatus, selectRuntimeConfig, selectStorageBaseUrl } from './configSlice';
export { useCoverUrl } from './useCoverUrl';
export { selectPaymentsRuntime, selectPaymentsTestMode } from './paymentsConfig';
