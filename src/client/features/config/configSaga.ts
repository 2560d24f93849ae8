// Start-up: the runtime configuration first, then, once the page has settled, the chat widget it names.
import { call, put, select } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import { getRuntimeConfig } from '../../api/configApi';
import { toRequestError } from '../../app/request';
import { whenPageSettled } from '../../lib/idle';
import { loadChatWidget, reserveChatLauncherRoom } from '../chat';
import { selectLanguage } from '../locale';
import { configActions } from './configSlice';

/** Returns the configuration, or null when it could not be read (the site still works without it). */
export function* loadRuntimeConfigSaga() {
  yield put(configActions.loadRequested());
  try {
    const config: RuntimeConfig = yield call(getRuntimeConfig);
    yield put(configActions.loaded(config));
    return config;
  } catch (error) {
    yield put(configActions.loadFailed(toRequestError(error)));
    return null;
  }
}

/** The widget comes at the first interaction, or once the page has been loaded a few seconds: no first paint waits for it. */
export function* loadConfigAndChatSaga() {
  const config: RuntimeConfig | null = yield* loadRuntimeConfigSaga();
  if (!config?.chatWidgetUrl) return;
  yield call(reserveChatLauncherRoom);
  yield call(whenPageSettled);
  const lang: Language = yield select(selectLanguage);
  yield call(loadChatWidget, config.chatWidgetUrl, lang);
}
