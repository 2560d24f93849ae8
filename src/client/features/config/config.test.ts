import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import { getRuntimeConfig } from '../../api/configApi';
import { rootReducer } from '../../app/rootReducer';
import { rootStateWith } from '../../testing/rootState';
import { aRuntimeConfig } from '../../testing/fixtures';
import { loadChatWidget } from '../chat/chatWidget';
import { loadConfigAndChatSaga } from './configSaga';
import { configActions, configReducer, initialConfigState, selectConfigStatus, selectRuntimeConfig, selectStorageBaseUrl } from './configSlice';

describe('configSlice', () => {
  it('stores the runtime configuration', () => {
    const config = aRuntimeConfig({ storageBaseUrl: 'https://cdn.test/files' });
    const loading = configReducer(initialConfigState, configActions.loadRequested());
    expect(selectConfigStatus({ config: loading })).toBe('loading');
    const loaded = configReducer(loading, configActions.loaded(config));
    expect(selectRuntimeConfig({ config: loaded })).toEqual(config);
    expect(selectStorageBaseUrl({ config: loaded })).toBe('https://cdn.test/files');
    expect(selectStorageBaseUrl({ config: initialConfigState })).toBe('/storage');
    expect(selectRuntimeConfig({ config: initialConfigState })).toBeNull();
    const failed = configReducer(loading, configActions.loadFailed({ code: 'NETWORK', message: 'x' }));
    expect(selectConfigStatus({ config: failed })).toBe('failed');
  });
});

describe('loadConfigAndChatSaga', () => {
  const withLang = rootStateWith({ locale: { lang: 'en', country: 999 } });

  it('loads the configuration, then the chat widget in the current language', () => {
    const config = aRuntimeConfig({ chatWidgetUrl: 'https://chat.test/widget.js' });
    return expectSaga(loadConfigAndChatSaga)
      .withReducer(rootReducer, withLang)
      .provide([
        [matchers.call.fn(getRuntimeConfig), config],
        [matchers.call.fn(loadChatWidget), true],
      ])
      .put(configActions.loaded(config))
      .call(loadChatWidget, 'https://chat.test/widget.js', 'en')
      .run();
  });

  it('loads no chat widget when the configuration names none', () =>
    expectSaga(loadConfigAndChatSaga)
      .withReducer(rootReducer, withLang)
      .provide([
        [matchers.call.fn(getRuntimeConfig), aRuntimeConfig({ chatWidgetUrl: null })],
        [matchers.call.fn(loadChatWidget), true],
      ])
      .not.call.fn(loadChatWidget)
      .run());

  it('records a failure and loads no chat widget', async () => {
    const { storeState } = await expectSaga(loadConfigAndChatSaga)
      .withReducer(rootReducer, withLang)
      .provide([
        [matchers.call.fn(getRuntimeConfig), throwError(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }))],
        [matchers.call.fn(loadChatWidget), true],
      ])
      .put(configActions.loadFailed({ code: 'NETWORK', message: 'offline' }))
      .not.call.fn(loadChatWidget)
      .run();
    expect(storeState.config.status).toBe('failed');
  });
});
