import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_BASE } from '../../../shared/apiPaths';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import type { ErrorInfo } from '../../lib/errors';

export type ConfigStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ConfigState {
  runtime: RuntimeConfig | null;
  status: ConfigStatus;
  error: ErrorInfo | null;
}

export const initialConfigState: ConfigState = { runtime: null, status: 'idle', error: null };

const configSlice = createSlice({
  name: 'config',
  initialState: initialConfigState,
  reducers: {
    loadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loaded(state, action: PayloadAction<RuntimeConfig>) {
      state.runtime = action.payload;
      state.status = 'loaded';
    },
    loadFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const configActions = configSlice.actions;
export const configReducer = configSlice.reducer;

interface WithConfig {
  config: ConfigState;
}
export const selectRuntimeConfig = (state: WithConfig): RuntimeConfig | null => state.config.runtime;
export const selectConfigStatus = (state: WithConfig): ConfigStatus => state.config.status;
/** Where files are read; the same-origin default until the configuration is loaded. */
export const selectStorageBaseUrl = (state: WithConfig): string => state.config.runtime?.storageBaseUrl ?? STORAGE_BASE;
