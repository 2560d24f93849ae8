import { all, call, fork, put, select } from 'redux-saga/effects';
import type { Language } from '../../shared/constants';
import { authActions } from '../features/auth/authSlice';
import { authSaga } from '../features/auth/authSaga';
import { catalogueSaga } from '../features/catalogue/catalogueSaga';
import { categoriesSaga } from '../features/categories/categoriesSaga';
import { certificatesSaga } from '../features/certificates/certificatesSaga';
import { loadConfigAndChatSaga } from '../features/config/configSaga';
import { courseSaga } from '../features/course/courseSaga';
import { enrollmentsSaga } from '../features/dashboard/enrollmentsSaga';
import { learningSaga } from '../features/learning/learningSaga';
import { localeSaga, setDocumentLanguage } from '../features/locale/localeSaga';
import { selectLanguage } from '../features/locale/localeSlice';
import { newsSaga } from '../features/news/newsSaga';
import { uiSaga } from '../features/ui/uiSaga';
import { wishlistSaga } from '../features/wishlist/wishlistSaga';

/** What happens once when the app starts: <html lang>, configuration then chat, and the current user. */
export function* startupSaga() {
  const lang: Language = yield select(selectLanguage);
  yield call(setDocumentLanguage, lang);
  yield fork(loadConfigAndChatSaga);
  yield put(authActions.currentUserRequested());
}

export function* rootSaga({ startup = true }: { startup?: boolean } = {}) {
  yield all([
    fork(authSaga),
    fork(categoriesSaga),
    fork(newsSaga),
    fork(localeSaga),
    fork(uiSaga),
    fork(catalogueSaga),
    fork(courseSaga),
    fork(learningSaga),
    fork(certificatesSaga),
    fork(wishlistSaga),
    fork(enrollmentsSaga),
  ]);
  if (startup) yield fork(startupSaga);
}
