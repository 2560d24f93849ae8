import { all, fork, put, select } from 'redux-saga/effects';
import type { Language } from '../../shared/constants';
import { authActions } from '../features/auth/authSlice';
import { authSaga } from '../features/auth/authSaga';
import { categoriesActions } from '../features/categories/categoriesSlice';
import { loadConfigAndChatSaga } from '../features/config/configSaga';
import { localeSaga } from '../features/locale/localeSaga';
import { localeActions, selectLanguage } from '../features/locale/localeSlice';
import { newsActions } from '../features/news/newsSlice';
import { uiSaga } from '../features/ui/uiSaga';

/**
 * The one owner of start-up work: the stored language applied (by the locale saga, the one owner of
 * language switches), configuration then chat, the current user, and what every page's header shows
 * (categories, latest news).
 */
export function* startupSaga() {
  const lang: Language = yield select(selectLanguage);
  yield put(localeActions.languageChangeRequested(lang));
  yield fork(loadConfigAndChatSaga);
  yield put(authActions.currentUserRequested());
  yield put(categoriesActions.fetchRequested());
  yield put(newsActions.latestRequested());
}

/**
 * The watchers every page may need (the categories' and news' request sagas are started by makeStore
 * with the other request sagas). The course, learning, catalogue, certificates, wishlist and enrolment
 * sagas are started by their (lazily loaded) pages with useSaga, so /home does not load them.
 */
export function* rootSaga({ startup = true }: { startup?: boolean } = {}) {
  yield all([
    fork(authSaga),
    fork(localeSaga),
    fork(uiSaga),
  ]);
  if (startup) yield fork(startupSaga);
}
