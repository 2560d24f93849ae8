import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import * as configApi from '../../api/configApi';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { toRequestError } from '../../app/request';
import { rootStateWith } from '../../testing/rootState';
import { aRuntimeConfig } from '../../testing/fixtures';
import * as chatWidget from '../chat/chatWidget';
import * as idle from '../../lib/idle';
import { loadConfigAndChatSaga } from './configSaga';
import { configActions, configReducer, initialConfigState, selectConfigStatus, selectRuntimeConfig, selectStorageBaseUrl } from './configSlice';

describe('configSlice', () => {
  it('stores the runtime configuration', () => {
    const config = aRuntimeConfig({ storageBaseUrl: 'https://cdn.test/files' });
    const loading = configReducer(initialConfigState, configActions.loadRequested());
    expect(selectConfigStatus({ config: loading })).toBe('loading');
    const loaded = configReducer(loading, configActions.loaded(config));
    expect(selectConfigStatus({ config: loaded })).toBe('succeeded');
    expect(selectRuntimeConfig({ config: loaded })).toEqual(config);
    expect(selectStorageBaseUrl({ config: loaded })).toBe('https://cdn.test/files');
    expect(selectStorageBaseUrl({ config: initialConfigState })).toBe('/storage');
    expect(selectRuntimeConfig({ config: initialConfigState })).toBeNull();
    const failed = configReducer(loading, configActions.loadFailed(toRequestError(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }))));
    expect(selectConfigStatus({ config: failed })).toBe('failed');
  });
});

describe('loadConfigAndChatSaga', () => {
  afterEach(() => jest.restoreAllMocks());

  /** Runs the start-up step on the real reducer (language en) with the configuration answering `answer`. */
  async function start(answer: ReturnType<typeof aRuntimeConfig> | Error) {
    const getRuntimeConfig = jest.spyOn(configApi, 'getRuntimeConfig');
    if (answer instanceof Error) getRuntimeConfig.mockRejectedValue(answer);
    else getRuntimeConfig.mockResolvedValue(answer);
    const loadChatWidget = jest.spyOn(chatWidget, 'loadChatWidget').mockResolvedValue(true);
    jest.spyOn(idle, 'whenPageSettled').mockResolvedValue();
    const { storeState } = await expectSaga(loadConfigAndChatSaga).withReducer(rootReducer, rootStateWith({ locale: { lang: 'en', country: 999 } })).run();
    return { state: storeState as RootState, getRuntimeConfig, loadChatWidget };
  }

  it('loads the configuration, then the chat widget in the current language', async () => {
    const config = aRuntimeConfig({ chatWidgetUrl: 'https://chat.test/widget.js' });
    const { state, getRuntimeConfig, loadChatWidget } = await start(config);
    expect(getRuntimeConfig).toHaveBeenCalledTimes(1);
    expect(state.config).toEqual({ status: 'succeeded', key: null, data: config, error: null });
    expect(loadChatWidget).toHaveBeenCalledTimes(1);
    expect(loadChatWidget).toHaveBeenCalledWith('https://chat.test/widget.js', 'en');
  });

  it('loads the chat widget only once the page has settled (an interaction, or a few seconds after loading)', async () => {
    jest.spyOn(configApi, 'getRuntimeConfig').mockResolvedValue(aRuntimeConfig({ chatWidgetUrl: 'https://chat.test/widget.js' }));
    const loadChatWidget = jest.spyOn(chatWidget, 'loadChatWidget').mockResolvedValue(true);
    let becomeIdle = () => {};
    jest.spyOn(idle, 'whenPageSettled').mockReturnValue(new Promise<void>((resolve) => (becomeIdle = resolve)));
    const run = expectSaga(loadConfigAndChatSaga).withReducer(rootReducer, rootStateWith({ locale: { lang: 'en', country: 999 } })).run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadChatWidget).not.toHaveBeenCalled();
    // Its room at the bottom of the pages is there already: nothing grows under the visitor later.
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(true);
    becomeIdle();
    await run;
    expect(loadChatWidget).toHaveBeenCalledWith('https://chat.test/widget.js', 'en');
    document.documentElement.removeAttribute('data-chat-launcher');
  });

  it('loads no chat widget when the configuration names none', async () => {
    const { state, loadChatWidget } = await start(aRuntimeConfig({ chatWidgetUrl: null }));
    expect(state.config.status).toBe('succeeded');
    expect(loadChatWidget).not.toHaveBeenCalled();
  });

  it('records a failure and loads no chat widget', async () => {
    const { state, loadChatWidget } = await start(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    expect(state.config).toMatchObject({ status: 'failed', data: null, error: { code: 'NETWORK', message: 'offline' } });
    expect(selectStorageBaseUrl(state)).toBe('/storage');
    expect(loadChatWidget).not.toHaveBeenCalled();
  });
});
