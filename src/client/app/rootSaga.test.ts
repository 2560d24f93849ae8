import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { authActions } from '../features/auth/authSlice';
import { loadConfigAndChatSaga } from '../features/config/configSaga';
import { setDocumentLanguage } from '../features/locale/localeSaga';
import { rootStateWith } from '../test-utils/rootState';
import { rootReducer } from './rootReducer';
import { startupSaga } from './rootSaga';

describe('startupSaga', () => {
  it('sets <html lang>, loads the configuration (then chat) and asks for the current user', () =>
    expectSaga(startupSaga)
      .withReducer(rootReducer, rootStateWith({ locale: { lang: 'tl', country: 138 } }))
      .provide([[matchers.fork.fn(loadConfigAndChatSaga), undefined]])
      .call(setDocumentLanguage, 'tl')
      .fork(loadConfigAndChatSaga)
      .put(authActions.currentUserRequested())
      .run());
});
