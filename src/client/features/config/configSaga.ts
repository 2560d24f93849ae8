// Start-up: the runtime configuration first, then the chat widget it names.
import { call, put, select } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants';
import type { RuntimeConfig } from '../../../shared/schemas/runtimeConfig';
import { getRuntimeConfig } from '../../api/configApi';
import { toRequestError } from '../../app/request';
import { loadChatWidget } from '../chat';
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

export function* loadConfigAndChatSaga() {
  const config: RuntimeConfig | null = yield* loadRuntimeConfigSaga();
  if (!config?.chatWidgetUrl) return;
  const lang: Language = yield select(selectLanguage);
  yield call(loadChatWidget, config.chatWidgetUrl, lang);
}
