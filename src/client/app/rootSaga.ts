import { all, call, fork, put, select } from 'redux-saga/effects';
import type { Language } from '../../shared/constants';
import { authActions } from '../features/auth/authSlice';
import { authSaga } from '../features/auth/authSaga';
import { categoriesSaga } from '../features/categories/categoriesSlice';
import { loadConfigAndChatSaga } from '../features/config/configSaga';
import { localeSaga, setDocumentLanguage } from '../features/locale/localeSaga';
import { selectLanguage } from '../features/locale/localeSlice';
import { newsSaga } from '../features/news/newsSlice';
import { uiSaga } from '../features/ui/uiSaga';

/** What happens once when the app starts: <html lang>, configuration then chat, and the current user. */
export function* startupSaga() {
  const lang: Language = yield select(selectLanguage);
  yield call(setDocumentLanguage, lang);
  yield fork(loadConfigAndChatSaga);
  yield put(authActions.currentUserRequested());
}

/**
 * The watchers every page may need. The course, learning, catalogue, certificates, wishlist and enrolment
 * sagas are started by their (lazily loaded) pages with useSaga, so /home does not load them.
 */
export function* rootSaga({ startup = true }: { startup?: boolean } = {}) {
  yield all([
    fork(authSaga),
    fork(categoriesSaga),
    fork(newsSaga),
    fork(localeSaga),
    fork(uiSaga),
  ]);
  if (startup) yield fork(startupSaga);
}
