import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_BASE } from '../../../shared/apiPaths';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState, type RequestStatus } from '../../app/request';

/** The runtime configuration, read once at start-up (configSaga). */
export type ConfigState = RequestState<RuntimeConfig>;

export const initialConfigState: ConfigState = idleRequest<RuntimeConfig>();

const configSlice = createSlice({
  name: 'config',
  initialState: initialConfigState,
  reducers: {
    loadRequested(state) {
      requestStarted(state);
    },
    loaded(state, action: PayloadAction<RuntimeConfig>) {
      requestSucceeded(state, action.payload);
    },
    loadFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state, action.payload);
    },
  },
});

export const configActions = configSlice.actions;
export const configReducer = configSlice.reducer;

interface WithConfig {
  config: ConfigState;
}
export const selectRuntimeConfig = (state: WithConfig): RuntimeConfig | null => state.config.data;
export const selectConfigStatus = (state: WithConfig): RequestStatus => state.config.status;
/** Where files are read; the same-origin default until the configuration is loaded. */
export const selectStorageBaseUrl = (state: WithConfig): string => state.config.data?.storageBaseUrl ?? STORAGE_BASE;
