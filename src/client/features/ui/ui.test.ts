import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { uiSaga } from './uiSaga';
import { initialUiState, readStoredTheme, selectErrorBanner, selectIsLoading, selectTheme, uiActions, uiReducer } from './uiSlice';

const wrap = (ui: typeof initialUiState) => ({ ui });

describe('uiSlice', () => {
  it('shows and dismisses the error banner', () => {
    const shown = uiReducer(initialUiState, uiActions.errorShown({ key: 'STUDENT.PROFILE.ERROR_UPDATE_FAILED', message: 'Forbidden' }));
    expect(selectErrorBanner(wrap(shown))).toEqual({ key: 'STUDENT.PROFILE.ERROR_UPDATE_FAILED', message: 'Forbidden' });
    const keyOnly = uiReducer(initialUiState, uiActions.errorShown({ key: 'ERRORS.NETWORK' }));
    expect(selectErrorBanner(wrap(keyOnly))).toEqual({ key: 'ERRORS.NETWORK' });
    expect(selectErrorBanner(wrap(uiReducer(shown, uiActions.errorDismissed())))).toBeNull();
  });

  it('counts loading calls and never goes below zero', () => {
    let state = uiReducer(initialUiState, uiActions.loadingStarted());
    state = uiReducer(state, uiActions.loadingStarted());
    state = uiReducer(state, uiActions.loadingFinished());
    expect(selectIsLoading(wrap(state))).toBe(true);
    state = uiReducer(state, uiActions.loadingFinished());
    expect(selectIsLoading(wrap(state))).toBe(false);
    state = uiReducer(state, uiActions.loadingFinished());
    expect(state.loadingCount).toBe(0);
  });

  it('defaults to the dark theme and changes it', () => {
    expect(selectTheme(wrap(initialUiState))).toBe('dark');
    expect(selectTheme(wrap(uiReducer(initialUiState, uiActions.themeChanged('light'))))).toBe('light');
  });
});

describe('theme storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads the stored theme, dark when absent or invalid', () => {
    expect(readStoredTheme()).toBe('dark');
    window.localStorage.setItem('theme', 'light');
    expect(readStoredTheme()).toBe('light');
    window.localStorage.setItem('theme', 'neon');
    expect(readStoredTheme()).toBe('dark');
  });

  it('uiSaga stores a theme change', async () => {
    const { storeState } = await expectSaga(uiSaga).withReducer(rootReducer).dispatch(uiActions.themeChanged('light')).silentRun(30);
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(readStoredTheme()).toBe('light');
    expect(selectTheme(storeState as RootState)).toBe('light');
  });

  it('still changes the theme for this page when storage is unavailable', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const { storeState } = await expectSaga(uiSaga).withReducer(rootReducer).dispatch(uiActions.themeChanged('light')).silentRun(30);
      expect(setItem).toHaveBeenCalledWith('theme', 'light');
      expect(selectTheme(storeState as RootState)).toBe('light');
      expect(window.localStorage.getItem('theme')).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
