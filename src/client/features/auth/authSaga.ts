// Sign-in, current user, sign-out and sign-up flows.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ErrorCode } from '../../../shared/errorCodes';
import type { AuthResponse, ChangePasswordRequest } from '../../../shared/schemas/auth';
import type { Customer } from '../../../shared/schemas/customer';
import * as authApi from '../../api/authApi';
import { isApiError } from '../../api/apiError';
import * as customersApi from '../../api/customersApi';
import { callTracked, uiActions } from '../ui';
import { errorMessageKey, toErrorInfo } from '../../lib/errors';
import { navigateTo } from '../../lib/navigation';
import {
  authActions,
  type LoginRequestedPayload,
  type SessionStartedPayload,
  type SignUpRequestedPayload,
  type TokenSignInRequestedPayload,
} from './authSlice';
import { safeReturnUrl, validReturnUrl } from './returnUrl';
import { clearSession, getSession, saveSession } from './session';
import { paths } from '../../app/paths';

function logWarning(message: string, error: unknown): void {
  console.warn(message, error);
}

function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * What every successful sign-in does with the server's answer (password, one-time token, social sign-in):
 * the session cookie (1 day, path /), the user in the store, then on to returnUrl (or the default).
 */
function* sessionStarted(auth: AuthResponse, returnUrl: string | null | undefined) {
  yield call(saveSession, auth);
  yield put(authActions.loginSucceeded(auth.customer));
  yield call(navigateTo, safeReturnUrl(returnUrl, auth.customer.role), { replace: true });
}

export function* sessionStartedSaga(action: PayloadAction<SessionStartedPayload>) {
  yield* sessionStarted(action.payload.auth, action.payload.returnUrl);
}

export function* loginSaga(action: PayloadAction<LoginRequestedPayload>) {
  const { username, password, returnUrl } = action.payload;
  let auth: AuthResponse;
  try {
    auth = yield* callTracked(authApi.login, { username, password });
  } catch (error) {
    yield put(authActions.loginFailed(toErrorInfo(error)));
    return;
  }
  yield* sessionStarted(auth, returnUrl);
}

export function* tokenSignInSaga(action: PayloadAction<TokenSignInRequestedPayload>) {
  let auth: AuthResponse;
  try {
    auth = yield* callTracked(authApi.signInWithToken, action.payload.token);
  } catch (error) {
    yield put(authActions.loginFailed(toErrorInfo(error)));
    return;
  }
  yield* sessionStarted(auth, action.payload.returnUrl);
}

/** The answer carries a new token (the old one is revoked), so the cookie is replaced. */
export function* changePasswordSaga(action: PayloadAction<ChangePasswordRequest>) {
  try {
    const auth: AuthResponse = yield* callTracked(authApi.changePassword, action.payload);
    yield call(saveSession, auth);
    yield put(authActions.currentUserLoaded(auth.customer));
    yield put(authActions.passwordChanged());
  } catch (error) {
    yield put(authActions.passwordChangeFailed(toErrorInfo(error)));
  }
}

/** Expires the cookie and clears the state, without calling the server. */
function* clearLocalSession() {
  yield call(clearSession);
  yield put(authActions.signedOut());
}

/** GET /Auth/Me with the stored session: nothing returned or 401 signs out. */
export function* loadCurrentUserSaga() {
  const session: ReturnType<typeof getSession> = yield call(getSession);
  if (!session) {
    yield put(authActions.currentUserLoaded(null));
    return;
  }
  try {
    const user: Customer | undefined = yield* callTracked(authApi.me);
    if (user) yield put(authActions.currentUserLoaded(user));
    else yield* clearLocalSession();
  } catch (error) {
    if (isUnauthorized(error)) {
      yield* clearLocalSession();
    } else {
      // Server or network trouble: keep the cookie (the session may still be good) and say so.
      yield put(authActions.currentUserLoaded(null));
      yield put(uiActions.errorShown({ key: errorMessageKey(toErrorInfo(error).code) }));
    }
  }
}

/** Spec: a sign-out failure is only logged; the local session ends regardless. */
export function* signOutSaga() {
  const session: ReturnType<typeof getSession> = yield call(getSession);
  if (session) {
    try {
      yield* callTracked(authApi.signOut);
    } catch (error) {
      yield call(logWarning, 'Sign-out call failed', error);
    }
  }
  yield* clearLocalSession();
  yield call(navigateTo, paths.logIn(), { replace: true });
}

/**
 * A call found the session refused (signed out everywhere, or disabled by an admin): forget it here
 * and say why. A protected page's guard then asks for a sign-in; a public page stays, signed out.
 */
/** A type-only reference, so that /home does not carry the whole ERROR_CODES table for one code. */
const ACCOUNT_DISABLED: ErrorCode = 'AUTH_ACCOUNT_DISABLED';

export function* sessionRejectedSaga(action: PayloadAction<{ code: string }>) {
  const session: ReturnType<typeof getSession> = yield call(getSession);
  if (!session) return;
  yield* clearLocalSession();
  // An expired or revoked token needs no banner (the guard asks for a sign-in); a disabled account is told why.
  if (action.payload.code === ACCOUNT_DISABLED) yield put(uiActions.errorShown({ key: errorMessageKey(action.payload.code) }));
}

/** POST /Customers, then sign in with the same credentials and go on to returnUrl. */
export function* signUpSaga(action: PayloadAction<SignUpRequestedPayload>) {
  const { returnUrl, ...request } = action.payload;
  try {
    const customer: Customer = yield* callTracked(customersApi.signUp, request);
    yield put(authActions.signUpSucceeded(customer));
  } catch (error) {
    yield put(authActions.signUpFailed(toErrorInfo(error)));
    return;
  }
  let auth: AuthResponse;
  try {
    auth = yield* callTracked(authApi.login, { username: request.username, password: request.password });
  } catch (error) {
    // The account exists; the sign-in page shows why signing in did not work.
    yield put(authActions.loginFailed(toErrorInfo(error)));
    yield call(navigateTo, paths.logIn(validReturnUrl(returnUrl)));
    return;
  }
  yield* sessionStarted(auth, returnUrl);
}

export function* authSaga() {
  yield takeLeading(authActions.loginRequested.type, loginSaga);
  yield takeLeading(authActions.signUpRequested.type, signUpSaga);
  yield takeLeading(authActions.tokenSignInRequested.type, tokenSignInSaga);
  yield takeLeading(authActions.sessionStarted.type, sessionStartedSaga);
  yield takeLeading(authActions.passwordChangeRequested.type, changePasswordSaga);
  yield takeLatest([authActions.currentUserRequested.type, authActions.userReloadRequested.type], loadCurrentUserSaga);
  yield takeLeading(authActions.signOutRequested.type, signOutSaga);
  yield takeLeading(authActions.sessionRejected.type, sessionRejectedSaga);
}
