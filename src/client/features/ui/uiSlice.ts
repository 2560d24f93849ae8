import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, LOCAL_STORAGE_KEYS, THEMES, type ThemeMode } from '../../../shared/constants';

/** A translation key plus, optionally, the server's own text shown after it. */
export interface ErrorBanner {
  key: string;
  message?: string;
}

/**
 * A message for the app's one polite live region: a translation key with its values (those in
 * `keyValues` are translation keys themselves), or a text already in the page's language.
 */
export type Announcement = { key: string; values?: Record<string, string | number>; keyValues?: Record<string, string> } | { text: string };

export interface UiState {
  error: ErrorBanner | null;
  /** The latest announcement; `id` grows with each, so the same message is announced again. */
  announcement?: Announcement & { id: number };
  /** Customer, file and auth calls in flight; the overlay shows while above zero. */
  loadingCount: number;
  theme: ThemeMode;
}

export const initialUiState: UiState = { error: null, loadingCount: 0, theme: DEFAULT_THEME };

function isTheme(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(LOCAL_STORAGE_KEYS.theme);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    errorShown(state, action: PayloadAction<ErrorBanner>) {
      const { key, message } = action.payload;
      state.error = message ? { key, message } : { key };
    },
    errorDismissed(state) {
      state.error = null;
    },
    loadingStarted(state) {
      state.loadingCount += 1;
    },
    loadingFinished(state) {
      state.loadingCount = Math.max(0, state.loadingCount - 1);
    },
    /** Read out by the live region (app/PageFocus.tsx): a page's title, an action's result. */
    announced(state, action: PayloadAction<Announcement>) {
      state.announcement = { ...action.payload, id: (state.announcement?.id ?? 0) + 1 };
    },
    /** The ui saga stores it under the `theme` key. */
    themeChanged(state, action: PayloadAction<ThemeMode>) {
      state.theme = action.payload;
    },
  },
});

export const uiActions = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

interface WithUi {
  ui: UiState;
}
export const selectErrorBanner = (state: WithUi): ErrorBanner | null => state.ui.error;
export const selectIsLoading = (state: WithUi): boolean => state.ui.loadingCount > 0;
export const selectTheme = (state: WithUi): ThemeMode => state.ui.theme;
export const selectAnnouncement = (state: WithUi): (Announcement & { id: number }) | null => state.ui.announcement ?? null;
